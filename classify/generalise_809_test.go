package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 19956dc: 19/33 overall, 8/20 tricky.
// Tolerated: i809-table-read-lock: invalid vs premise (appwords.go: an act refused for a state the object already reached is a premise): the session's own READ lock is such a state; rewriting the lock sequence and replanning both fit.
// Tolerated: i809-subquery-rows: invalid vs ambiguous (set 118 ruling, taxonomy.md and scalarsubquery.go/roomwords.go: 21000 cardinality violation is ambiguous, narrow it): narrowing the subquery is the repair either way.
// Tolerated: i809-ps-txn-killed: invalid vs transient (grpc.go: ABORTED means retry the whole transaction): a transaction killed at PlanetScale's 20 s cap may pass on a less loaded retry, or may need splitting.
// Tolerated: i809-go-busy-buffer: invalid vs transient (appwords "busy" wording is a busy resource): go-sql-driver's ErrBusyBuffer is the caller's misuse of a connection, but a fresh connection from the pool also clears it.
// TestIndependentCases809 runs held-out set 809: MySQL/MariaDB server errors, their Go/Python/node drivers, Aurora/RDS, Vitess/PlanetScale and TiDB, labelled blind.
// Fixed later by set 1412: i809-ps-row-count (grpc.go: the Vitess row cap under ABORTED reads invalid).
// Fixed later by the lead: i809-table-not-locked, i809-not-supported-yet, i809-max-prepared, i809-caching-sha2-secure, i809-mysql2-closed-state, i809-secure-file-priv, i809-dup-user (mysql.go: the MySQL error number read where the clients print it, and the clients' own words).
func TestIndependentCases809(t *testing.T) {
	runIndependent(t, "testdata/independent809.jsonl", true,
		"i809-table-read-lock", "i809-subquery-rows", "i809-ps-txn-killed",
		"i809-go-busy-buffer")
}

// TestGeneralise809 holds two classes set 809 showed missing: a NOT NULL
// column given no value and no default, and a foreign key the DDL cannot
// define (not a row that breaks one).
func TestGeneralise809(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "Laravel PDO on MySQL 1364", msg: "SQLSTATE[HY000]: General error: 1364 Field 'user_id' doesn't have a default value (SQL: insert into `w809_posts` (`title`) values (hi))", want: rung.KindInvalid},
		{name: "TypeORM on MySQL ER_NO_DEFAULT_FOR_FIELD", msg: "QueryFailedError: ER_NO_DEFAULT_FOR_FIELD: Field 'tenant_id' doesn't have a default value", want: rung.KindInvalid},
		{name: "SQL Server 515", msg: "Cannot insert the value NULL into column 'created_by', table 'w809.dbo.tickets'; column does not allow nulls. INSERT fails.", want: rung.KindInvalid},
		{name: "Oracle ORA-01400", msg: "ORA-01400: cannot insert NULL into (\"W809\".\"TICKETS\".\"CREATED_BY\")", want: rung.KindInvalid},
		{name: "Snowflake 100072", msg: "100072 (22000): NULL result in a non-nullable column", want: rung.KindInvalid},
		{name: "MariaDB errno 150", msg: "ERROR 1005 (HY000): Can't create table `w809_shop`.`w809_lines` (errno: 150 \"Foreign key constraint is incorrectly formed\")", want: rung.KindInvalid},
		{name: "SQL Server 1776", msg: "There are no primary or candidate keys in the referenced table 'dbo.w809_orders' that match the referencing column list in the foreign key 'fk_w809_lines_order'.", want: rung.KindInvalid},
		{name: "SQL Server 1778", msg: "Column 'dbo.w809_orders.id' is not the same data type as referencing column 'w809_lines.order_id' in foreign key 'fk_w809_lines_order'.", want: rung.KindInvalid},
		{name: "near miss: MySQL 1452 row-level FK stays premise", msg: "Cannot add or update a child row: a foreign key constraint fails (`s`.`c`, CONSTRAINT `f` FOREIGN KEY (`p`) REFERENCES `p` (`id`))", want: rung.KindPremise},
		{name: "near miss: MySQL 1146 table named default_values stays premise", msg: "Table 'w809_shop.default_values' doesn't exist", want: rung.KindPremise},
		{name: "near miss: MySQL 1062 duplicate 'default' stays conflict", msg: "Duplicate entry 'default' for key 'w809_settings.name'", want: rung.KindConflict},
	})
}
