package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise72 holds the classes set 72 missed, each in the set's words
// and in other software's, with its source, and the neighbours that must
// keep their own reading.
func TestGeneralise72(t *testing.T) {
	cases := []wordingCase{
		// A wrapper's SQLSTATE (class 08, XX000) quoting the other
		// server's own error: the quoted error decides (pgremote.go).
		{"quoted server error: set 72: CREATE SUBSCRIPTION via pgx (subscriptioncmds.c: 08006 \"could not connect to the publisher: %s\")", "postgres", 0, "08006", "set up replica for reporting: ERROR: could not connect to the publisher: connection to server at \"10.0.4.12\", port 5432 failed: FATAL:  no pg_hba.conf entry for replication connection from host \"10.0.4.20\", user \"repl_orders\", SSL encryption (SQLSTATE 08006)", rung.KindDenied},
		{"quoted server error: set 72: libpqwalreceiver.c libpqrcv_create_slot (08P01 \"could not create replication slot \\\"%s\\\": %s\")", "postgres", 0, "08P01", "attach analytics replica: ERROR: could not create replication slot \"analytics_sub\": ERROR:  all replication slots are in use\nHINT:  Free one or increase max_replication_slots. (SQLSTATE 08P01)", rung.KindPremise},
		{"quoted server error: contrib/postgres_fdw/connection.c connect_pg_server: 08001 \"could not connect to server \\\"%s\\\"\", errdetail the libpq message; a tool printing pgconn.PgError's Detail", "postgres", 0, "08001", "refresh remote_orders: ERROR: could not connect to server \"orders_remote\" (SQLSTATE 08001)\nDETAIL: connection to server at \"10.0.4.12\", port 5432 failed: FATAL:  password authentication failed for user \"fdw_reader\"", rung.KindDenied},
		{"quoted server error: contrib/dblink/dblink.c dblink_connect: 08001 \"could not establish connection\", errdetail the libpq message, as psql prints it", "", 0, "08001", "ERROR:  could not establish connection\nDETAIL:  connection to server at \"reports-db\" (10.0.5.3), port 5432 failed: FATAL:  database \"reports\" does not exist", rung.KindPremise},
		{"quoted server error: psycopg 3 (psycopg.errors.ConnectionFailure) on CREATE SUBSCRIPTION, the publisher not knowing the role (postinit.c: FATAL role \"%s\" does not exist, 28000)", "", 0, "08006", "psycopg.errors.ConnectionFailure: could not connect to the publisher: connection to server at \"pub.internal\" (10.0.4.12), port 5432 failed: FATAL:  role \"repl_orders\" does not exist", rung.KindDenied},
		{"quoted server error: PostgreSQL 14 libpqwalreceiver (no errcode: XX000), the publisher's slot.c \"replication slot \\\"%s\\\" already exists\" (42710)", "postgres", 0, "", "ERROR: could not create replication slot \"orders_sub\": ERROR:  replication slot \"orders_sub\" already exists (SQLSTATE XX000)", rung.KindConflict},
		{"quoted server error (neighbour): CREATE SUBSCRIPTION while the publisher is down: libpq's own refusal, no server message quoted", "postgres", 0, "08006", "ERROR: could not connect to the publisher: connection to server at \"10.0.4.12\", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections? (SQLSTATE 08006)", rung.KindTransient},
		{"quoted server error (neighbour): CREATE SUBSCRIPTION while the publisher starts (postmaster.c 57P03 \"the database system is starting up\")", "postgres", 0, "08006", "ERROR: could not connect to the publisher: connection to server at \"10.0.4.12\", port 5432 failed: FATAL:  the database system is starting up (SQLSTATE 08006)", rung.KindTransient},
		{"quoted server error (neighbour): PgBouncer's own FATAL under 08P01 (its severity, not a quote)", "postgres", 0, "08P01", "FATAL: no more connections allowed (max_client_conn) (SQLSTATE 08P01)", rung.KindTransient},

		// A class-55 prerequisite that is the caller's own transaction:
		// the call's order is wrong (postgres.go ownSessionObject).
		{"own transaction as prerequisite: set 72: copyfrom.c COPY FREEZE, pgx", "postgres", 0, "55000", "bulk load events_2026_11: ERROR: cannot perform COPY FREEZE because the table was not created or truncated in the current subtransaction (SQLSTATE 55000)", rung.KindInvalid},
		{"own transaction as prerequisite: psycopg 3 (errors.ObjectNotInPrerequisiteState carries sqlstate 55000)", "", 0, "55000", "psycopg.errors.ObjectNotInPrerequisiteState: cannot perform COPY FREEZE because the table was not created or truncated in the current subtransaction", rung.KindInvalid},
		{"own transaction as prerequisite: node-postgres DatabaseError (code 55000), an ETL tool's prefix", "postgres", 0, "55000", "load stage failed: error: cannot perform COPY FREEZE because the table was not created or truncated in the current subtransaction", rung.KindInvalid},
		{"own transaction as prerequisite: enum.c check_safe_enum_use: 55P04 \"unsafe use of new value\", HINT \"New enum values must be committed before they can be used.\"", "postgres", 0, "55P04", "ERROR: unsafe use of new value \"archived\" of enum type order_status (SQLSTATE 55P04)", rung.KindInvalid},
		{"own transaction as prerequisite (neighbour): matview.c: 55000 \"materialized view \\\"%s\\\" has not been populated\" (HINT: Use the REFRESH MATERIALIZED VIEW command.)", "postgres", 0, "55000", "ERROR: materialized view \"daily_sales\" has not been populated (SQLSTATE 55000)", rung.KindPremise},
		// The other sessions end and leave (the 55006 ruling, revised after set 947).
		{"own transaction as prerequisite (neighbour): dbcommands.c: 55006 another session in the database", "postgres", 0, "55006", "ERROR: database \"orders\" is being accessed by other users (SQLSTATE 55006)", rung.KindTransient},
		{"own transaction as prerequisite (neighbour): dbcommands.c: 55006 a template in use", "postgres", 0, "55006", "ERROR: source database \"template1\" is being accessed by other users (SQLSTATE 55006)", rung.KindPremise},
		{"own transaction as prerequisite (neighbour): dropdb without a SQLSTATE", "", 0, "", "dropdb: error: database removal failed: ERROR:  database \"w1\" is being accessed by other users\nDETAIL:  There is 1 other session using the database.", rung.KindTransient},

		// An AWS code spelled Invalid...State/Status names the resource's
		// state (standing.go stateCode).
		{"aws state code: set 72: CloudFormation ExecuteChangeSet on an OBSOLETE change set", "aws", 400, "InvalidChangeSetStatus", "operation error CloudFormation: ExecuteChangeSet, https response error StatusCode: 400, RequestID: 9c04e7b2-61fd-4a3e-8e15-2b7d90c3a6f4, api error InvalidChangeSetStatus: ChangeSet [arn:aws:cloudformation:eu-west-1:123456789012:changeSet/release-2026-12-02/6f1d2c3b] cannot be executed in its current execution status of [OBSOLETE]", rung.KindPremise},
		{"aws state code: CloudFormation API_ExecuteChangeSet: InvalidChangeSetStatus \"the change set status might be CREATE_IN_PROGRESS\" (it settles)", "aws", 400, "InvalidChangeSetStatus", "An error occurred (InvalidChangeSetStatus) when calling the ExecuteChangeSet operation: ChangeSet [arn:aws:cloudformation:us-east-1:123456789012:changeSet/pr-88/0a1b2c3d] cannot be executed in its current status of [CREATE_IN_PROGRESS]", rung.KindTransient},
		{"aws state code: Amazon RDS API reference: InvalidDBInstanceState \"The DB instance isn't in a valid state.\" (HTTP 400), aws-sdk-go-v2", "aws", 400, "", "snapshot before upgrade: operation error RDS: CreateDBSnapshot, https response error StatusCode: 400, RequestID: 2f7c9a14-8b3e-4d61-a0c5-e9d2b7f41c38, api error InvalidDBInstanceState: The DB instance isn't in a valid state.", rung.KindPremise},
		{"aws state code: Amazon Redshift InvalidClusterStateFault (ModifyCluster while a resize runs), boto3", "", 0, "", "An error occurred (InvalidClusterState) when calling the ModifyCluster operation: There is an operation running on the Cluster. Please try to modify it later.", rung.KindTransient},
		{"aws state code: Amazon ElastiCache API reference: InvalidReplicationGroupStateFault \"The requested replication group is not in the available state.\"", "aws", 400, "InvalidReplicationGroupStateFault", "operation error ElastiCache: TestFailover, https response error StatusCode: 400, RequestID: 5e1a7c93-0d4b-4f28-96e3-b2c8a1f07d54, api error InvalidReplicationGroupState: The requested replication group is not in the available state.", rung.KindPremise},
		{"aws state code (neighbour): an Invalid... code that names an argument stays invalid (EC2 InvalidParameterValue)", "aws", 400, "InvalidParameterValue", "operation error EC2: RunInstances, https response error StatusCode: 400, RequestID: 7d1e, api error InvalidParameterValue: Value (c7i.9xlarge) for parameter instanceType is invalid.", rung.KindInvalid},

		// client-go's NoKindMatchError: a built-in group's version the
		// server does not serve is the manifest's (invalid); a custom
		// group's kind needs its CRD (premise) (k8stext.go noKindMatch).
		{"no kind match: set 72: kubectl apply, autoscaling/v2beta2 (no longer served as of v1.26)", "http", 0, "", "error: resource mapping not found for name: \"checkout-api\" namespace: \"shop\" from \"deploy/hpa.yaml\": no matches for kind \"HorizontalPodAutoscaler\" in version \"autoscaling/v2beta2\"\nensure CRDs are installed first", rung.KindInvalid},
		{"no kind match: Helm 3 install (pkg/action: \"unable to build kubernetes objects from release manifest\"), policy/v1beta1 PodDisruptionBudget (no longer served as of v1.25)", "", 0, "", "Error: INSTALLATION FAILED: unable to build kubernetes objects from release manifest: resource mapping not found for name: \"web-pdb\" namespace: \"\" from \"\": no matches for kind \"PodDisruptionBudget\" in version \"policy/v1beta1\"\nensure CRDs are installed first", rung.KindInvalid},
		{"no kind match: kubectl before 1.19 (\"unable to recognize\"), extensions/v1beta1 Deployment (no longer served as of v1.16)", "", 0, "", "error: unable to recognize \"deploy.yaml\": no matches for kind \"Deployment\" in version \"extensions/v1beta1\"", rung.KindInvalid},
		{"no kind match: Flux kustomize-controller dry-run, batch/v2alpha1 CronJob (never served by default, removed)", "", 0, "", "CronJob/default/nightly-report dry-run failed: no matches for kind \"CronJob\" in version \"batch/v2alpha1\"", rung.KindInvalid},
		{"no kind match (custom kind): kubectl apply of a cert-manager Certificate before cert-manager's CRDs (cert-manager.io installation docs)", "", 0, "", "error: resource mapping not found for name: \"web-tls\" namespace: \"shop\" from \"cert.yaml\": no matches for kind \"Certificate\" in version \"cert-manager.io/v1\"\nensure CRDs are installed first", rung.KindPremise},
		{"no kind match (custom kind): Gateway API kinds are CRDs though their group ends in k8s.io (gateway-api.sigs.k8s.io: install the CRDs)", "", 0, "", "error: resource mapping not found for name: \"shop\" namespace: \"shop\" from \"route.yaml\": no matches for kind \"HTTPRoute\" in version \"gateway.networking.k8s.io/v1\"\nensure CRDs are installed first", rung.KindPremise},
	}
	runWordingCases(t, cases)
}
