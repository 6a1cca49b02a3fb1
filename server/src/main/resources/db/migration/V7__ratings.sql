-- Each player's Glicko-2 rating of a kind of room game ('duel' for the shows' games, 'scrabble'), updated
-- in the transaction that records a finished room's results; 'version' counts the updates, so that two
-- servers finishing games of the same player at once do not both write over one rating (the second tries
-- again on the first's result).
CREATE TABLE ratings (
    player_id   VARCHAR(36) NOT NULL REFERENCES players (id),
    kind        VARCHAR(10) NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       INTEGER NOT NULL,
    version     INTEGER NOT NULL,
    updated_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (player_id, kind)
);
