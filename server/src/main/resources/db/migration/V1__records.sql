-- Records of play: players (an anonymous id the browser keeps, an optional display name), the daily
-- puzzles' results (the first per player and day counts) and finished games. Written for PostgreSQL;
-- H2 runs it in its PostgreSQL mode.
CREATE TABLE players (
    id           VARCHAR(36) PRIMARY KEY,
    display_name VARCHAR(30),
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE TABLE daily_results (
    variant     VARCHAR(40) NOT NULL,
    puzzle_day  DATE NOT NULL,
    player_id   VARCHAR(36) NOT NULL REFERENCES players (id),
    points      INTEGER NOT NULL,
    finished_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (variant, puzzle_day, player_id)
);

CREATE INDEX daily_results_board ON daily_results (variant, puzzle_day, points DESC, finished_at);
