-- Which server holds a room, when several servers share the rooms (serve --shared-rooms): a server that
-- takes a room up writes its own id here, and a server's save of a room another one holds is refused, so
-- that the copy left on the first server stops (its players reconnect and reach the room where it is).
ALTER TABLE rooms ADD COLUMN holder VARCHAR(36);
