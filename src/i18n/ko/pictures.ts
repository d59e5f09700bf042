/** Korean: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: '업무 관리 제품의 프로젝트 보드. 그룹으로 나뉜 작업마다 담당자, 색상별 상태, 마감일, 우선순위가 표시되어 있습니다.',
  kanban: '칸반 보드. 태그와 담당자가 달린 작업 카드가 할 일부터 완료까지의 열에 놓여 있습니다.',
  gantt: '간트 차트. 프로젝트 작업이 8주에 걸친 막대로 표시되고, 의존 관계, 마일스톤, 오늘을 나타내는 선이 있습니다.',
  dashboard: '대시보드. 네 가지 핵심 지표, 추세선이 있는 월별 완료 작업 막대 차트, 상태별 분포, 구성원별 업무량이 표시되어 있습니다.',
  crmPipeline: 'CRM의 거래 파이프라인. 신규 리드부터 성사까지 단계별로 거래가 카드로 놓여 있고, 각 카드에 금액과 담당자가 표시되어 있습니다.',
  campaignEditor: '이메일 캠페인 편집기. 콘텐츠 블록, 배너와 버튼이 있는 디자인 중인 이메일, 지난 발송의 오픈율과 클릭률이 보입니다.',
  marketingBoard: '마케팅팀의 캠페인 보드. 그룹으로 나뉜 콘텐츠마다 담당자, 색상별 상태, 게시일, 채널이 표시되어 있습니다.',
  devSprint: '개발 제품의 스프린트 보드. 포인트가 매겨진 스토리와 버그가 백로그에서 완료로 이동하고, 그 위에 번다운 차트가 있습니다.',
  serviceTickets: '서비스 데스크의 티켓 대기열. 열림, 보류, 해결 건수 아래에 요청자, 우선순위, 상태, 남은 시간이 표시된 티켓이 있습니다.',
} satisfies Messages['pictures']
