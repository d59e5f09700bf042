import { DeferredNotFoundView } from '@/site/pages/DeferredNotFoundView'

export default function NotFound() {
  return <DeferredNotFoundView />
}
