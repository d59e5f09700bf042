import { NotFoundView } from '@/site/pages/NotFoundView'

export default function NotFound() {
  return <NotFoundView />
}
