package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases425 runs held-out set 425: the dev sample's vendor mix, middle of the distribution, from the vendors' docs, labelled blind.
// First run at a42831d: 35/35 overall, 24/24 tricky.
func TestIndependentCases425(t *testing.T) {
	runIndependent(t, "testdata/independent425.jsonl", true)
}

// TestGeneralise425 checks a schema object a database will not drop for
// what still points at it, in other engines' words than PostgreSQL's
// 2BP01 (i425-pg-2bp01-dependent-objects), with near misses.
func TestGeneralise425(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mysql 3730", "", 0, "", "Error 3730 (HY000): Cannot drop table 'customers' referenced by a foreign key constraint 'orders_ibfk_1' on table 'orders'.", rung.KindPremise},
		{"h2 90107", "", 0, "", `Cannot drop "CUSTOMERS" because "FK_ORDERS_CUSTOMER" depends on it; SQL statement: DROP TABLE CUSTOMERS [90107-214]`, rung.KindPremise},
		{"derby X0Y25", "", 0, "", "Operation 'DROP TABLE' cannot be performed on object 'CUSTOMERS' because CONSTRAINT 'FK_ORDERS' is dependent on that object.", rung.KindPremise},
		{"hsqldb", "", 0, "", "dependent objects exist: PUBLIC.ORDERS.FK_ORDERS in statement [DROP TABLE CUSTOMERS]", rung.KindPremise},
		{"firebird", "", 0, "", "unsuccessful metadata update\n-cannot delete\n-TABLE CUSTOMERS\n-there are 1 dependencies", rung.KindPremise},
		{"mariadb 1553", "", 0, "", "Error 1553 (HY000): Cannot drop index 'fk_customer': needed in a foreign key constraint", rung.KindPremise},
		// Near misses: a drop refused for another reason, a part of
		// another object, a reference that is itself missing, and a
		// refusal with no dependent keep their reading.
		{"pg open database", "postgres", 0, "", "ERROR: cannot drop the currently open database (SQLSTATE 55006)", rung.KindInvalid},
		{"pg index of a constraint", "postgres", 0, "", "ERROR: cannot drop index orders_pkey because constraint orders_pkey on table orders requires it (SQLSTATE 2BP01)", rung.KindInvalid},
		{"js delete property", "", 0, "", "TypeError: Cannot delete property 'id' of #<Object>", rung.KindUnknown},
		{"dependency unknown", "", 0, "", "cannot remove package 'left-pad': unknown package, nothing depends on it", rung.KindUnknown},
	})
}

// TestGeneralise425UnknownTable checks MySQL's and its kin's "Unknown
// table" and "Unknown database" for a table or database that is not there,
// read as PostgreSQL's 42P01 and 3D000, with near misses.
func TestGeneralise425UnknownTable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mysql 1051", "", 0, "", "Error 1051 (42S02): Unknown table 'shop.customers'", rung.KindPremise},
		{"tidb 1051", "", 0, "", "[schema:1051]Unknown table 'test.customers'", rung.KindPremise},
		{"mysql 1049", "", 0, "", "Error 1049 (42000): Unknown database 'shopx'", rung.KindPremise},
		{"tidb 1049", "", 0, "", "[schema:1049]Unknown database 'shopx'", rung.KindPremise},
		{"pymysql 1049", "", 0, "", `pymysql.err.OperationalError: (1049, "Unknown database 'shopx'")`, rung.KindPremise},
		{"mariadb cli 1051", "", 0, "", "ERROR 1051 (42S02) at line 1: Unknown table 'shop.customers'", rung.KindPremise},
		// Near misses: an alias of the statement, a column, and a storage
		// engine keep their reading.
		{"mysql 1109 alias", "", 0, "", "Error 1109 (42S02): Unknown table 'c' in MULTI DELETE", rung.KindInvalid},
		{"mysql 1054 column", "", 0, "", "Error 1054 (42S22): Unknown column 'emial' in 'field list'", rung.KindInvalid},
		{"mysql 1286 engine", "", 0, "", "Error 1286 (42000): Unknown storage engine 'InnoDBx'", rung.KindUnknown},
	})
}
