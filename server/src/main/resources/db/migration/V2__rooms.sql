-- Rooms, saved at each change so that a restarted server takes them up again: how the room was asked for,
-- its seats (names and tokens), its game (seed and moves), and when it finished (a finished game's record).
CREATE TABLE rooms (
    code          VARCHAR(24) PRIMARY KEY,
    spec          TEXT NOT NULL,
    round_seconds INTEGER,
    seats         TEXT NOT NULL,
    game          TEXT,
    finished_at   TIMESTAMP WITH TIME ZONE,
    updated_at    TIMESTAMP WITH TIME ZONE NOT NULL
);
