-- A player's secret, issued by the server with their id and kept only as its SHA-256 (hex): results,
-- figures and renaming need it. Players made before (an id their browser chose) have none and can no
-- longer act.
ALTER TABLE players ADD COLUMN secret_hash VARCHAR(64);
