package classify

import "testing"

// First run at 8dadae10: 18/28 overall, 7/16 tricky.
// Tolerated: i1600-sq-empty-result: ambiguous vs premise (ruling, ormrow.go after set 422): an ORM's one-row lookup that found no row (Sequelize EmptyResultError) is read as sql.ErrNoRows, the query worked and its answer is unusable.
// Tolerated: i1600-to-entity-not-found: ambiguous vs premise (ruling, ormrow.go set 402): TypeORM's EntityNotFoundError is the same one-row lookup with no row.
func TestIndependentCases1600(t *testing.T) {
	runIndependent(t, "testdata/independent1600.jsonl", true, "i1600-sq-empty-result", "i1600-to-entity-not-found")
}

// TestGeneralise1600ClosedORMHandle: a Node.js data layer's handle the
// program shut down (node-postgres pool.end(), sequelize.close(), TypeORM
// destroy() or a released QueryRunner) refuses every query; no wait or
// argument reopens it: premise, by the handle ruling (wording.go). Captured
// live, pg 8.23.1, Sequelize 6.37.8, TypeORM 1.1.4.
func TestGeneralise1600ClosedORMHandle(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pg pool ended", "", 0, "", "Error: Cannot use a pool after calling end on the pool", premise},
		{"sequelize closed", "", 0, "", "ConnectionManager.getConnection was called after the connection manager was closed!", premise},
		{"typeorm driver", "", 0, "", "TypeORMError: Driver not Connected", premise},
		{"typeorm runner released", "", 0, "", "QueryRunnerAlreadyReleasedError: Query runner already released. Cannot run queries anymore.", premise},
		{"typeorm not established", "", 0, "", "CannotExecuteNotConnectedError: Cannot execute operation on \"default\" connection because connection is not yet established.", premise},
		// Near misses: a device driver's words, and node-postgres's
		// single-use client (the program's call order).
		{"usb driver", "", 0, "", "USB driver not connected to device", unk},
		{"pg client reuse", "", 0, "", "Client has already been connected. You cannot reuse a client.", invalid},
	})
}

// TestGeneralise1600EndedORMTransaction: a query sent on a transaction the
// ORM already committed or rolled back (knex "Transaction query already
// complete", Sequelize "commit has been called on this transaction(id),
// you can no longer use it."): the transaction is over; begin a new one
// (premise, the transaction ruling, as sql.ErrTxDone).
func TestGeneralise1600EndedORMTransaction(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"knex", "", 0, "", "Transaction query already complete, run with DEBUG=knex:tx for more info", premise},
		{"sequelize commit", "", 0, "", "Error: commit has been called on this transaction(9f2c41), you can no longer use it. (The rejected query is attached as the 'sql' property of this error)", premise},
		{"sequelize rollback", "", 0, "", "rollback has been called on this transaction(9f2c41), you can no longer use it.", premise},
	})
}

// TestGeneralise1600SequelizeAssociation: an include of a model the program
// never associated, or without the alias its association defines
// (Sequelize EagerLoadingError), is the query's own: invalid. Near miss: an
// account sentence with "is not associated to" that is no model pair.
func TestGeneralise1600SequelizeAssociation(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"not associated", "", 0, "", "SequelizeEagerLoadingError: Post is not associated to Account!", invalid},
		{"bare", "", 0, "", "Tag is not associated to BlogPost!", invalid},
		{"alias missing", "", 0, "", "SequelizeEagerLoadingError: Tag is associated to Post using an alias. You must use the 'as' keyword to specify the alias within your include statement.", invalid},
		{"alias wrong", "", 0, "", "SequelizeEagerLoadingError: Tag is associated to Post using an alias. You've included an alias (tag), but it does not match the alias(es) defined in your association (tags).", invalid},
		{"near miss sentence", "", 0, "", "Post is not associated to the request", unk},
	})
}

// TestGeneralise1600AlreadyConnectedDataSource: TypeORM's
// CannotConnectAlreadyConnectedError: the connection initialize() was to
// make is there; use it (conflict), as a registry's name already
// registered. Near miss: the MCP SDK's one-transport refusal stays invalid.
func TestGeneralise1600AlreadyConnectedDataSource(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"typeorm 1.x", "", 0, "", "CannotConnectAlreadyConnectedError: Cannot initialize DataSource because it is already connected to the database.", conflict},
		{"mcp transport", "", 0, "", "Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.", invalid},
	})
}

// TestGeneralise1600MigrationLock: a schema migrator's lock held by another
// run (knex MigrationLocked, Liquibase LockException) is a wait, as set
// 734's Terraform state lock. Near miss: a bare "already locked" keeps the
// already-blocking ruling (premise).
func TestGeneralise1600MigrationLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"knex", "", 0, "", "MigrationLocked: Migration table is already locked", transient},
		{"liquibase", "", 0, "", "liquibase.exception.LockException: Could not acquire change log lock.  Currently locked by build-7 (10.0.0.3) since 3/4/25, 10:02 AM", transient},
		{"bare already locked", "", 0, "", "Table is already locked", premise},
	})
}

// TestGeneralise1600TypeORMOptimisticLock: TypeORM's
// OptimisticLockVersionMismatchError is a stale copy (premise, the
// stale-copy ruling, staleref.go), in its number and date forms. Near
// miss: OptimisticLockCanNotBeUsedError is no stale copy.
func TestGeneralise1600TypeORMOptimisticLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"number", "", 0, "", "OptimisticLockVersionMismatchError: The optimistic lock on entity Member failed, version 7 was expected, but is actually 2.", premise},
		{"date", "", 0, "", "The optimistic lock on entity Order failed, version 2025-01-01T00:00:00.000Z was expected, but is actually 2025-01-02T00:00:00.000Z.", premise},
		{"cannot be used", "", 0, "", "OptimisticLockCanNotBeUsedError: The optimistic lock can be used only with getOne() method.", unk},
	})
}
