-- tags.kanban_position: the place of a kanban lane on its company's board (PUT /tags/kanban/order), left to right after
-- the default lane. Existing lanes have none and keep showing by name, after any placed lane.
ALTER TABLE "tags" ADD COLUMN "kanban_position" integer;
