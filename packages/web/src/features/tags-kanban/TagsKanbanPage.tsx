import TagsPage from '../tags/TagsPage';

/** /TagsKanban (spec 3 "TagsKanban"): the tags page over the kanban tags, with their ticket counts. */
export default function TagsKanbanPage() {
  return <TagsPage variant="kanban" />;
}
