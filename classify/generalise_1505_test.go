package classify

import "testing"

// First run at bf7882fb: 32/36 overall, 18/21 tricky.
// i1505-ora-25408-cannot-replay and i1505-ora-25405-txn-status-unknown pass since Oracle's failover outcome-unknown words (wording.go outcomeUnknownWords).
// i1505-ora-01035-restricted-mode passes since Oracle's restricted-mode logon words (generic.go, beside "logon denied").
// i1505-azsql-49918-not-enough-resources passes since Azure SQL's control-plane capacity words (generic.go, beside the cloud stockout words).
func TestIndependentCases1505(t *testing.T) {
	runIndependent(t, "testdata/independent1505.jsonl", true)
}

// TestGeneralise1505OracleFailoverOutcomeUnknown holds Oracle's failover
// (TAF, Application Continuity) errors that say a call's result is not
// known: ORA-25408 "can not safely replay call" and ORA-25405
// "transaction status unknown" (docs.oracle.com error-help oci-25408:
// "Check to see if the results of the call have taken place"). The write
// may have landed, so it is read back before any replay: ambiguous. Near
// misses: the failover errors that say the work did not land, and the
// other Oracle lock and serialization waits, keep their kinds.
func TestGeneralise1505OracleFailoverOutcomeUnknown(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ora-25408 godror", "go", 0, "", "ORA-25408: can not safely replay call", ambiguous},
		{"ora-25408 jdbc", "", 0, "", "java.sql.SQLRecoverableException: ORA-25408: cannot safely replay call", ambiguous},
		{"ora-25405 oci", "", 0, "ORA-25405", "ORA-25405: transaction status unknown", ambiguous},
		{"ora-25405 cx_oracle", "", 0, "", "cx_Oracle.DatabaseError: ORA-25405: transaction status unknown", ambiguous},
		// Near misses.
		{"ora-08177 serialize", "go", 0, "", "ORA-08177: can't serialize access for this transaction", transient},
		{"ora-00060 deadlock", "go", 0, "", "ORA-00060: deadlock detected while waiting for resource", transient},
		{"ora-01555 snapshot", "", 0, "", "ORA-01555: snapshot too old: rollback segment number 9 with name \"_SYSSMU9_1650587440$\" too small", transient},
	})
}

// TestGeneralise1505OracleRestrictedLogon holds ORA-01035 in both its
// texts: the instance admits only users with the RESTRICTED SESSION
// privilege, so the login lacks a privilege the server demands (denied;
// docs.oracle.com error-help ora-01035). Near misses: Oracle's other logon
// refusals keep denied, and an instance starting up or shutting down
// (ORA-01033) stays a wait.
func TestGeneralise1505OracleRestrictedLogon(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ora-01035 23ai", "", 0, "ORA-01035", "ORA-01035: Login denied. Database is in RESTRICTED mode.", denied},
		{"ora-01035 old", "go", 0, "", "ORA-01035: ORACLE only available to users with RESTRICTED SESSION privilege", denied},
		{"ora-01035 jdbc", "", 0, "", "java.sql.SQLException: ORA-01035: ORACLE only available to users with RESTRICTED SESSION privilege", denied},
		// Near misses.
		{"ora-01017", "", 0, "", "ORA-01017: invalid username/password; logon denied", denied},
		{"ora-01033 starting", "", 0, "", "ORA-01033: ORACLE initialization or shutdown in progress", transient},
	})
}

// TestGeneralise1505AzureSQLControlPlaneBusy holds Azure SQL's
// control-plane capacity errors that Microsoft.Data.SqlClient and
// mssql-jdbc retry by default: 49918 "Not enough resources to process
// request", 49919 and 49920 "Too many ... operations in progress for
// subscription" (SqlConfigurableRetryFactory; mssql-jdbc
// configurable-retry-logic.md: retry on a backoff, wait for in-flight
// operations to drain): transient. Near misses: the database's size quota
// (40544) and an exhausted tablespace stay premise; the engine's own
// throttling stays transient.
func TestGeneralise1505AzureSQLControlPlaneBusy(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"49918 go-mssqldb", "go", 0, "", "mssql: Cannot process request. Not enough resources to process request. (49918)", transient},
		{"49918 sqlclient", "", 0, "49918", "Cannot process request. Not enough resources to process request.", transient},
		{"49919", "go", 0, "", "mssql: Cannot process create or update request. Too many create or update operations in progress for subscription \"4f1c2a9e-7b3d-4e8a-9c61-2d5f0b8e3a17\". (49919)", transient},
		{"49920", "", 0, "49920", "Cannot process request. Too many operations in progress for subscription \"4f1c2a9e-7b3d-4e8a-9c61-2d5f0b8e3a17\".", transient},
		// Near misses.
		{"40544 size quota", "go", 0, "", "mssql: The database 'orders' has reached its size quota. Partition or delete data, drop indexes, or consult the documentation for possible resolutions. (40544)", premise},
		{"ora-01653 tablespace", "", 0, "", "ORA-01653: unable to extend table APP.AUDIT_LOG by 8192 in tablespace USERS", premise},
		{"40501 busy", "go", 0, "", "mssql: The service is currently busy. Retry the request after 10 seconds. Incident ID: {0B3E6C1A-7F24-4D9B-A5E8-3C91D2F04B76}. Code: 4849664. (40501)", transient},
	})
}
