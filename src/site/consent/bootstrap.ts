import {
  CONSENT_ATTRIBUTES,
  CONSENT_COOKIE_PATTERN,
  CONSENT_DATA_LAYER_EVENT,
  CONSENT_DATA_LAYER_KEY,
  DEFAULT_COOKIE_POLICY_VERSION,
} from '@/domain/consent/consent'
import { CONSENT_WAIT_FOR_UPDATE_MS, GOOGLE_CONSENT_TYPES } from '@/domain/consent/mode'
import { COOKIE_NAMES } from '@/domain/consent/cookies'

/**
 * First in every page's <head>, before any tag can run. The same text on every page, so it is
 * cached with it and carries no nonce; per-page facts come from <html>. Its rules mirror
 * src/domain/consent/consent.ts, and tests/unit/consent-bootstrap.test.ts runs this text against them.
 */

const json = JSON.stringify

export const CONSENT_BOOTSTRAP_SCRIPT = `(function(){
var w=window,d=document,h=d.documentElement,l=w.dataLayer=w.dataLayer||[];
w.gtag=w.gtag||function(){l.push(arguments)};
var required=h.getAttribute(${json(CONSENT_ATTRIBUTES.region)})==='required';
var version=Number(h.getAttribute(${json(CONSENT_ATTRIBUTES.policyVersion)}))||${DEFAULT_COOKIE_POLICY_VERSION};
var gpc=navigator.globalPrivacyControl===true;
var re=/${CONSENT_COOKIE_PATTERN.source}/,m=null,parts=d.cookie?d.cookie.split(/;\\s*/):[];
for(var i=0;i<parts.length&&!m;i++){var at=parts[i].indexOf('=');if(at>0&&parts[i].slice(0,at)===${json(COOKIE_NAMES.consent)})m=re.exec(parts[i].slice(at+1))}
var choice=m?{version:Number(m[1]),functional:m[3].charAt(0)==='1',analytics:m[3].charAt(1)==='1',marketing:m[3].charAt(2)==='1'}:undefined;
function pendingFor(c){return required&&(!c||c.version<version)}
function value(c){
var pending=pendingFor(c);
function state(k){var ok=k==='marketing'&&gpc?false:pending?false:c?c[k]:true;return ok?'granted':'denied'}
return{necessary:'granted',functional:state('functional'),analytics:state('analytics'),marketing:state('marketing')}}
var types=${json(GOOGLE_CONSENT_TYPES)};
function google(v){var o={};for(var t in types)o[t]=v[types[t]];return o}
var defaults=google(value(undefined));
if(required)defaults.wait_for_update=${CONSENT_WAIT_FOR_UPDATE_MS};
w.gtag('consent','default',defaults);
var current=value(choice);
if(choice)w.gtag('consent','update',google(current));
var entry={event:${json(CONSENT_DATA_LAYER_EVENT)}};entry[${json(CONSENT_DATA_LAYER_KEY)}]=current;l.push(entry);
if(pendingFor(choice))h.setAttribute(${json(CONSENT_ATTRIBUTES.pending)},'true');
})();`
