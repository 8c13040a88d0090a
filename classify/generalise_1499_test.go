package classify

import "testing"

// First run at eb49cd93: 34/34 overall, 15/15 tricky.
func TestIndependentCases1499(t *testing.T) {
	runIndependent(t, "testdata/independent1499.jsonl", true)
}

// TestGeneralise1499ServerOptionMode: MySQL/MariaDB 1290
// ER_OPTION_PREVENTS_STATEMENT "The ... server is running with the --X
// option so it cannot execute this statement" is a mode the server's
// operator started it in (read-only, super-read-only, skip-grant-tables, a
// disabled event scheduler): premise, replan around the server's mode;
// --secure-file-priv alone is a confinement of file access (denied). Source:
// MariaDB error reference e1290, server-system-variables read_only.
func TestGeneralise1499ServerOptionMode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"skip-grant-tables", "mysql", 0, "1290 HY000", "Error 1290 (HY000): The MariaDB server is running with the --skip-grant-tables option so it cannot execute this statement", premise},
		{"event-scheduler", "", 0, "", "ERROR 1290 (HY000) at line 1: The MySQL server is running with the --event-scheduler=DISABLED or --skip-grant-tables option so it cannot execute this statement", premise},
		{"read-only", "mysql", 0, "", "Error 1290 (HY000): The MySQL server is running with the --read-only option so it cannot execute this statement", premise},
		{"super-read-only", "go", 0, "", "Error 1290 (HY000): The MySQL server is running with the --super-read-only option so it cannot execute this statement", premise},
		// Near misses: file confinement stays denied; a privilege refusal stays denied.
		{"secure-file-priv", "mysql", 0, "", "Error 1290 (HY000): The MariaDB server is running with the --secure-file-priv option so it cannot execute this statement", denied},
		{"need-super", "mysql", 0, "", "Error 1227 (42000): Access denied; you need (at least one of) the SUPER, READ_ONLY ADMIN privilege(s) for this operation", denied},
	})
}

// TestGeneralise1499HostBlocked: MySQL/MariaDB 1129 ER_HOST_IS_BLOCKED
// "Host 'h' is blocked because of many connection errors; unblock with
// 'mysqladmin flush-hosts'" lasts until an administrator flushes the host
// cache (max_connect_errors), so a wait does not lift it: denied, not the
// transient its "connection errors" suggest. Source: MySQL manual B.3.2.5
// "Host 'host_name' is blocked"; MariaDB e1129.
func TestGeneralise1499HostBlocked(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go-sql-driver", "mysql", 0, "1129 HY000", "Error 1129 (HY000): Host '10.0.0.7' is blocked because of many connection errors; unblock with 'mariadb-admin flush-hosts'", denied},
		{"cli", "exec", 1, "", "ERROR 1129 (HY000): Host '172.17.0.1' is blocked because of many connection errors; unblock with 'mysqladmin flush-hosts'", denied},
		{"no number", "", 0, "", "ER_HOST_IS_BLOCKED: Host '172.17.0.1' is blocked because of many connection errors; unblock with 'mysqladmin flush-hosts'", denied},
		// Near misses: a full server and a host not allowed keep their readings.
		{"too many connections", "mysql", 0, "", "Error 1040 (08004): Too many connections to this server", transient},
		{"host not allowed", "mysql", 0, "", "Error 1130 (HY000): Host '10.0.0.7' is not allowed to connect to this MariaDB server", denied},
		{"conn reset", "go", 0, "", "read tcp 10.0.0.7:51234->10.0.0.9:3306: read: connection reset by peer", transient},
	})
}

// TestGeneralise1499CharsetNames: a character set or collation name the
// server (1115, 1273) or go-sql-driver's DSN check ("unknown collation:
// \"x\"", "interpolateParams cannot be used with unsafe charsets") does not
// accept is a wrong name in the call's statement or connection settings:
// invalid, the same on every run. Source: MariaDB e1115, e1273;
// go-sql-driver/mysql packets.go and dsn.go (v1.11.0).
func TestGeneralise1499CharsetNames(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"1273", "mysql", 0, "1273 HY000", "Error 1273 (HY000): Unknown collation: 'utf8mb4_0900_ai_ci'", invalid},
		{"1115", "mysql", 0, "", "Error 1115 (42000): Unknown character set: 'utf8mb5'", invalid},
		{"cli 1273", "exec", 1, "", "ERROR 1273 (HY000) at line 1: Unknown collation: 'latin1_german3_ci'", invalid},
		{"driver collation", "go", 0, "", "unknown collation: \"utf8mb4_unicode_520\"", invalid},
		{"driver unsafe charset", "mysql", 0, "", "interpolateParams cannot be used with unsafe charsets", invalid},
		// Near misses: SQLite's app-registered collation stays premise (set 57);
		// a missing database stays premise.
		{"sqlite icu", "sqlite", 0, "", "no such collation sequence: icu_de", premise},
		{"unknown database", "mysql", 0, "", "Error 1049 (42000): Unknown database 'utf8mb4'", premise},
	})
}
