package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 824a1814: 31/32 overall, 19/20 tricky.
func TestIndependentCases1124(t *testing.T) {
	runIndependent(t, "testdata/independent1124.jsonl", true)
}

// A NULL written into a NOT NULL column, worded "non-nullable" or "non-null"
// column by the writer: the call's row lacks a value (invalid), under a gRPC
// FAILED_PRECONDITION as in bare text. Near misses: stored rows that break a
// new NOT NULL rule, a non-empty table, stay premise.
func TestGeneralise1124(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "gRPC FAILED_PRECONDITION non-nullable column", protocol: "grpc", code: "FAILED_PRECONDITION", msg: "rpc error: code = FailedPrecondition desc = Cannot write NULL to non-nullable column: ShipmentId", want: rung.KindInvalid},
		{name: "Storm ORM SqlTemplateException", msg: "SqlTemplateException: Cannot write NULL to non-nullable column 'email'. Ensure the entity field has a value before inserting or updating, or make the field nullable if NULL is intended.", want: rung.KindInvalid},
		{name: "Spark AnalysisException", msg: "org.apache.spark.sql.AnalysisException: Cannot write incompatible data to table 'spark_catalog.default.orders':\n- Cannot write nullable values to non-null column 'id'", want: rung.KindInvalid},
		{name: "Flink not-null enforcer", msg: "org.apache.flink.table.api.TableException: Column 'order_id' is NOT NULL, however, a null value is being written into it. You can set job configuration 'table.exec.sink.not-null-enforcer'='DROP' to suppress this exception and drop such records silently.", want: rung.KindInvalid},
		{name: "Delta Lake invariant", msg: "org.apache.spark.sql.delta.schema.DeltaInvariantViolationException: NOT NULL constraint violated for column: customer_id.", want: rung.KindInvalid},
		{name: "ClickHouse 349", msg: "Code: 349. DB::Exception: Cannot convert NULL value to non-Nullable type: while converting source column email to destination column email. (CANNOT_INSERT_NULL_IN_ORDINARY_COLUMN)", want: rung.KindInvalid},
		{name: "near miss: gRPC column to non-nullable with stored NULLs", protocol: "grpc", code: "FAILED_PRECONDITION", msg: "rpc error: code = FailedPrecondition desc = Cannot change non-nullable column CustomerId: column contains null values", want: rung.KindPremise},
		{name: "near miss: PostgreSQL 23502 contains null values", protocol: "postgres", code: "23502", msg: "ERROR: column \"email\" of relation \"users\" contains null values (SQLSTATE 23502)", want: rung.KindPremise},
		{name: "near miss: gRPC FAILED_PRECONDITION table not empty", protocol: "grpc", code: "FAILED_PRECONDITION", msg: "rpc error: code = FailedPrecondition desc = Table Orders is not empty", want: rung.KindPremise},
	})
}
