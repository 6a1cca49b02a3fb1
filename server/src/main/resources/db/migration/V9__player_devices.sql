-- A player on more than one device: each further device holds a secret of its own, kept only as its
-- SHA-256, and any of the player's secrets acts for them.
CREATE TABLE player_secrets (
    player_id   VARCHAR(36) NOT NULL REFERENCES players (id),
    secret_hash VARCHAR(64) NOT NULL,
    added_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (player_id, secret_hash)
);

-- A one-time code that moves a player to another device, kept only as its SHA-256, until it is used or
-- expires; a player has at most one at a time.
CREATE TABLE player_transfers (
    code_hash  VARCHAR(64) PRIMARY KEY,
    player_id  VARCHAR(36) NOT NULL REFERENCES players (id),
    expires_at TIMESTAMP WITH TIME ZONE NOT NULL
);

CREATE INDEX player_transfers_player ON player_transfers (player_id);
