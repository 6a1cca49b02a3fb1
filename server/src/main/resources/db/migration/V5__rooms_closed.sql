-- When a room was closed without finishing: everyone left and its seats waited past their time, or it
-- was quiet too long before a restart. A closed room is never taken up again.
ALTER TABLE rooms ADD COLUMN closed_at TIMESTAMP WITH TIME ZONE;
