package classify

import "testing"

// TestIndependentCases402 runs held-out set 402: databases beyond PostgreSQL and MySQL (SQL Server, Oracle, SQLite drivers, Neo4j, Elasticsearch/OpenSearch, PostgREST/Supabase, Prisma, Vitess, TypeORM), from the vendors' docs, labelled blind.
func TestIndependentCases402(t *testing.T) {
	runIndependent(t, "testdata/independent402.jsonl", false)
}
