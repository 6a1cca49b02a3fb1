-- Each seated player's result in a finished room game, for players who gave their anonymous id: the
-- room's game, the points, the place (1 for the best; equal points share a place) and whether they won
-- alone, shared first place, or lost.
CREATE TABLE room_results (
    room_code   VARCHAR(24) NOT NULL REFERENCES rooms (code),
    seat        INTEGER NOT NULL,
    player_id   VARCHAR(36) NOT NULL REFERENCES players (id),
    game        VARCHAR(40) NOT NULL,
    points      INTEGER NOT NULL,
    place       INTEGER NOT NULL,
    outcome     VARCHAR(5) NOT NULL,
    finished_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (room_code, seat)
);

CREATE INDEX room_results_player ON room_results (player_id);
