-- Session tokens are kept only as their SHA-256 digest (64 hex characters), as the server now writes them, so a copy
-- of the database holds no token that signs anyone in. Learners signed in before keep their sessions: the token their
-- device holds hashes to the stored digest. Rows already in that form are left as they are.
UPDATE "session" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" !~ '^[0-9a-f]{64}$';
