import { NotFoundView } from '@/site/pages/NotFoundIsland'

export default function NotFound() {
  return <NotFoundView />
}
