package classify

import "testing"

// First run at 3ccaff7: 19/34 overall, 7/21 tricky.
// Tolerated: i781-atlas-sum: invalid vs unknown (no rule reads Atlas's atlas.sum integrity error): the local sum file is the caller's to re-hash, but no class rule was written in the time; (c)/(b) pending review.
// Tolerated: i781-alembic-heads: ambiguous vs invalid (the wording "a setting the call must carry is left out", generic words): the target 'head' matches several revisions (ambiguous), yet Alembic asks for a specific target argument (invalid); both readings hold; (b) pending review.
// Tolerated: i781-efcore-assembly: invalid vs unknown (no rule for EF Core's MigrationsAssemblyMismatch): the command targets the wrong project; class gap pending review.
// TestIndependentCases781 runs held-out set 781: database migration tools and ORMs (golang-migrate, goose, Atlas, Flyway, Liquibase, Alembic, Django, Rails, Prisma, TypeORM, Sequelize, SQLAlchemy, GORM, EF Core), labelled blind.
func TestIndependentCases781(t *testing.T) {
	runIndependent(t, "testdata/independent781.jsonl", true, "i781-atlas-sum", "i781-alembic-heads", "i781-efcore-assembly")
}

// TestGeneralise781 holds the classes set 781's misses showed: a migration
// tool's recorded history that disagrees with its files or holds a failed
// run (toolwords.go prerequisiteWords), an ORM's optimistic-lock refusal
// (staleref.go, the stale-copy ruling) and Prisma's P1001 (sqlclient.go).
func TestGeneralise781(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Migration history out of step: premise.
		{name: "sqlx migrate: previously applied but missing (sqlx-core migrate/error.rs VersionMissing)",
			msg: "error: migration 20240501093000 was previously applied but is missing in the resolved migrations", want: premise},
		{name: "sqlx migrate: partially applied (migrate/error.rs Dirty)",
			msg: "error: migration 20240502100000 is partially applied; fix and remove row from `_sqlx_migrations` table", want: premise},
		{name: "knex migrate:latest: corrupt directory (knex lib/migrations/migrate/Migrator.js)",
			msg: "Error: The migration directory is corrupt, the following files are missing: 20240503_w781_add_sku.js", want: premise},
		{name: "goose up: missing migrations (pressly/goose up.go)",
			msg: "goose run: found 1 missing migrations before current version 12:\n\tversion 11: db/migrations/00011_w781_backfill.sql", want: premise},
		{name: "flyway validate: applied migration not resolved locally (flyway ValidatePattern *:missing)",
			msg: "ERROR: Validate failed: Migrations have failed validation\nDetected applied migration not resolved locally: 7.\nIf you removed this migration intentionally, run repair to mark the migration as deleted.", want: premise},
		{name: "prisma migrate: P3005 schema not empty (baseline)", code: "P3005",
			msg: "Error: P3005\n\nThe database schema is not empty. Read more about how to baseline an existing production database: https://pris.ly/d/migrate-baseline", want: premise},
		{name: "flyway: non-empty schema without history",
			msg: "ERROR: Found non-empty schema(s) \"w781_core\" but no schema history table. Use baseline() or set baselineOnMigrate to true to initialize the schema history table.", want: premise},
		// ORM optimistic locking: premise by the stale-copy ruling.
		{name: "sequelize OptimisticLockError (src/errors/optimistic-lock-error.js)",
			msg: "SequelizeOptimisticLockError: Attempting to update a stale model instance: W781Invoice", want: premise},
		{name: "rails StaleObjectError on destroy (active_record/errors.rb)",
			msg: "ActiveRecord::StaleObjectError: Attempted to destroy a stale object: W781Refund.", want: premise},
		{name: "hibernate StaleObjectStateException",
			msg: "org.hibernate.StaleObjectStateException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.w781.Invoice#77]", want: premise},
		{name: "doctrine OptimisticLockException::lockFailedVersionMismatch",
			msg: "Doctrine\\ORM\\OptimisticLockException: The optimistic lock failed, version 3 was expected, but is actually 4", want: premise},
		// Prisma P1001 beside other unreachable servers: transient.
		{name: "prisma client P1001 (PrismaClientInitializationError)", code: "P1001",
			msg: "PrismaClientInitializationError: Can't reach database server at `localhost:5432`\n\nPlease make sure your database server is running at `localhost:5432`.", want: transient},
		{name: "libpq could not connect to server",
			msg: "psql: error: could not connect to server: Connection refused\n\tIs the server running on host \"db.w781\" (10.0.0.5) and accepting\n\tTCP/IP connections on port 5432?", want: transient},
		// Near misses keep their kind.
		{name: "near miss: stale NFS file handle stays transient", msg: "open /mnt/w781/data.db: stale NFS file handle", want: transient},
		{name: "near miss: Kubernetes object modified stays transient (the Kubernetes ruling)", protocol: "http", status: 409, code: "Conflict",
			msg: "Operation cannot be fulfilled on configmaps \"w781\": the object has been modified; please apply your changes to the latest version and try again", want: transient},
		{name: "near miss: a migration's own SQL error stays invalid",
			msg: "migration failed: syntax error at or near \"TABL\" (column 8) in line 1: CREATE TABL w781_x (id int); (details: pq: syntax error at or near \"TABL\")", want: invalid},
		{name: "near miss: Prisma P1000 authentication stays denied", code: "P1000",
			msg: "Error: P1000: Authentication failed against database server at `localhost`, the provided database credentials for `w781_ro` are not valid.", want: denied},
	})
}
