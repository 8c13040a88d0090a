package classify

import "testing"

// TestIndependentCases412 runs held-out set 412: Python and Node client-library exceptions (SQLAlchemy, asyncpg, psycopg, redis-py, celery, pydantic, httpcore, openai-python, google-api-core, node-postgres, mongoose/MongoDB, Prisma, ioredis, AWS SDK v3, googleapis), from the vendors' docs and SDK source, labelled blind.
func TestIndependentCases412(t *testing.T) {
	runIndependent(t, "testdata/independent412.jsonl", false)
}
