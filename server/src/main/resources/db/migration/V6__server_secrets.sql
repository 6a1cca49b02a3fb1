-- The server's own secrets, made once and kept: the key that seals the seed of a game played against the
-- computer while it runs, so that no player reads the draws to come.
CREATE TABLE server_secrets (
    secret_name  VARCHAR(40) PRIMARY KEY,
    secret_value VARCHAR(200) NOT NULL
);
