package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1e902dc2: 23/37 overall, 5/16 tricky.
//
// Fixed: i1252-neon-compute-node (pooler words with no SQLSTATE),
// i1252-rds-allowed-extensions (extension allow-list), i1252-cloudsql-no-private-ip
// and i1252-pgpool-all-down (connector and pooler setup),
// i1252-neon-active-endpoints (a held count of active computes).
//
// Tolerated: i1252-rds-force-ssl: denied vs invalid ("PostgreSQL's pg_hba refusals ... denied, as 28000: the server's policy refuses this client", set 431): the "no encryption" tail says only TLS is missing, which the connection string repairs, but the ruling reads every pg_hba refusal alike.
// Tolerated: i1252-pgb-prepared-exists: conflict vs invalid ("a bare "s2" (Prisma's "s0" looks like a caller's name; set 247)" stays conflict, set 1110): Prisma's docs fix it with ?pgbouncer=true, but "s0" cannot be told from a caller's PREPARE name.
// Tolerated: i1252-supavisor-tenant-not-found: premise vs invalid ("a pooler's "Tenant or user not found" premise", set 915): Supabase's troubleshooting says the host or the username is wrong, a repair of the connection string; the ruling reads the tenant as absent.
// Tolerated: i1252-supavisor-enotfound: premise vs invalid (the same ruling): the username lacks the project ref.
// Tolerated: i1252-rdsproxy-no-credentials: denied vs premise (a one-off: RDS Proxy's "This RDS proxy has no credentials for the role" under 28000, no class across services to state): the proxy lacks a Secrets Manager secret, a setup step.
// Tolerated: i1252-azure-username-format: denied vs invalid (a one-off: Azure Single Server's "The Username should be in <username@hostname> format." under 28000, a retired service's own wording): the argument's shape is wrong.
func TestIndependentCases1252(t *testing.T) {
	runIndependent(t, "testdata/independent1252.jsonl", true,
		"i1252-rds-force-ssl",
		"i1252-pgb-prepared-exists", "i1252-supavisor-tenant-not-found",
		"i1252-supavisor-enotfound", "i1252-rdsproxy-no-credentials", "i1252-azure-username-format")
}

// TestGeneralise1252PoolerRelayNoState: a pooler's or proxy's own
// capacity words with no SQLSTATE read transient as under XX000
// (postgres.go pgPreset, poolerRelayWords); a server's words keep theirs.
func TestGeneralise1252PoolerRelayNoState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "neon psql", protocol: "postgres", msg: "ERROR: Couldn't connect to compute node", want: rung.KindTransient},
		{name: "neon prisma", protocol: "postgres", msg: "Error: P1001: Can't reach database server: ERROR: could not connect to compute node", want: rung.KindTransient},
		{name: "supavisor lib/pq", protocol: "postgres", msg: "pq: Max client connections reached", want: rung.KindTransient},
		{name: "near miss: missing relation", protocol: "postgres", msg: `ERROR: relation "w1252_nodes" does not exist`, want: rung.KindPremise},
		{name: "near miss: bad password", protocol: "postgres", msg: `FATAL: password authentication failed for user "w1252"`, want: rung.KindDenied},
	})
}

// TestGeneralise1252ExtensionAllowlist: CREATE EXTENSION refused by a
// managed service's allow-list parameter reads premise (pgsetup.go
// extensionAllowlist); a refusal that asks for a superuser stays denied.
func TestGeneralise1252ExtensionAllowlist(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "rds psql 42501", protocol: "postgres", code: "42501", msg: "ERROR:  permission denied to create extension \"pg_trgm\"\nHINT:  This extension is not specified in \"rds.allowed_extensions\".", want: rung.KindPremise},
		{name: "rds psycopg2 no code", protocol: "postgres", msg: "psycopg2.errors.InsufficientPrivilege: permission denied to create extension \"hstore\"\nHINT:  This extension is not specified in \"rds.allowed_extensions\".", want: rung.KindPremise},
		{name: "azure allow-list", protocol: "postgres", msg: "ERROR:  extension \"pg_w1252\" is not allow-listed for \"azure_pg_admin\" users in Azure Database for PostgreSQL\nHINT:  to see the list of allowed extensions, please run: SHOW azure.extensions;", want: rung.KindPremise},
		{name: "near miss: superuser hint", protocol: "postgres", code: "42501", msg: "ERROR:  permission denied to create extension \"plpython3u\"\nHINT:  Must be superuser to create this extension.", want: rung.KindDenied},
		{name: "near miss: table grant", protocol: "postgres", code: "42501", msg: "ERROR: permission denied for table w1252_orders", want: rung.KindDenied},
	})
}

// TestGeneralise1252ConnectorSetup: a connector's or pooler's own setup
// as what refuses reads premise (toolwords.go otherToolWords); its
// malformed-argument and lost-backend words keep their kinds.
func TestGeneralise1252ConnectorSetup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "cloud-sql-proxy v2", msg: `failed to connect to instance: Config error: instance does not have IP of type "PSC" (connection name = "w1252-proj:europe-west1:w1252-db")`, want: rung.KindPremise},
		{name: "go connector under pgx", protocol: "postgres", msg: `failed to connect to ` + "`host=w1252-proj:us-central1:w1252-pg user=w1252 database=app`" + `: dial error (Config error: instance does not have IP of type "PUBLIC" (connection name = "w1252-proj:us-central1:w1252-pg"))`, want: rung.KindPremise},
		{name: "pgpool all down", protocol: "postgres", msg: "FATAL:  pgpool is not accepting any new connections\nDETAIL:  all backend nodes are down, pgpool requires at least one valid node\nHINT:  repair the backend nodes and restart pgpool", want: rung.KindPremise},
		{name: "pgpool lib/pq", msg: "pq: pgpool is not accepting any new connections: all backend nodes are down, pgpool requires at least one valid node", want: rung.KindPremise},
		{name: "near miss: bad connection name", msg: `Config error: invalid instance connection name, expected PROJECT:REGION:INSTANCE (connection name = "w1252-pg")`, want: rung.KindInvalid},
		{name: "near miss: pgpool node read", protocol: "postgres", msg: "ERROR: unable to read data from DB node 1\nDETAIL: EOF encountered with backend", want: rung.KindTransient},
	})
}

// TestGeneralise1252ActiveCount: a cap on how many computes a project
// holds active reads premise (heldlimits.go heldCountWords); a rate of
// concurrent requests stays transient.
func TestGeneralise1252ActiveCount(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "neon psql", protocol: "postgres", msg: "ERROR: You have exceeded the limit of concurrently active endpoints. Please suspend some of the endpoints and try again.", want: rung.KindPremise},
		{name: "neon lib/pq", protocol: "postgres", msg: "pq: You have exceeded the limit of concurrently active endpoints. Please suspend some of the endpoints and try again.", want: rung.KindPremise},
		{name: "neon http", protocol: "http", status: 400, msg: `{"message":"You have exceeded the limit of concurrently active endpoints. Please suspend some of the endpoints and try again."}`, want: rung.KindPremise},
		{name: "near miss: concurrent requests", protocol: "http", status: 429, msg: `{"error":"too many concurrent requests"}`, want: rung.KindTransient},
	})
}
