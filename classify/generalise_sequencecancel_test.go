package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseSequenceCancel checks an exhausted sequence in PostgreSQL's
// sentence without its SQLSTATE (2200H), SQL Server's (11728) and Oracle's
// (ORA-08004) words, all premise; and Oracle's word for the caller's own
// cancel (ORA-01013), denied as PostgreSQL's 57014 "due to user request";
// a statement timeout stays a wait and a bad number invalid.
func TestGeneraliseSequenceCancel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"lib/pq-style nextval past the maximum", "", 0, "", "nextval: reached maximum value of sequence \"orders_id_seq\" (2147483647)", rung.KindPremise},
		{"lib/pq nextval past the minimum", "", 0, "", "pq: nextval: reached minimum value of sequence \"countdown\" (1)", rung.KindPremise},
		{"SQL Server 11728", "", 0, "", "mssql: The sequence object 'OrderNumbers' has reached its minimum or maximum value. Restart the sequence object to allow new values to be generated.", rung.KindPremise},
		{"Oracle ORA-08004", "", 0, "", "ORA-08004: sequence ORDERS_SEQ.NEXTVAL exceeds MAXVALUE and cannot be instantiated", rung.KindPremise},
		{"Oracle ORA-01013 (godror, go-ora)", "", 0, "", "ORA-01013: user requested cancel of current operation", rung.KindDenied},
		{"lib/pq 57014 user request (lib/pq cancels for the caller's context)", "postgres", 0, "57014", "pq: canceling statement due to user request", rung.KindDenied},
		{"pgx 57014 user request: the caller's or another session's cancel (the revised cancel ruling)", "postgres", 0, "57014", "ERROR: canceling statement due to user request (SQLSTATE 57014)", rung.KindDenied},
		{"pgx error wrapped with the caller's context canceled", "postgres", 0, "57014", "query orders: context canceled: ERROR: canceling statement due to user request (SQLSTATE 57014)", rung.KindDenied},
		{"57014 statement timeout (neighbour)", "", 0, "", "ERROR: canceling statement due to statement timeout (SQLSTATE 57014)", rung.KindTransient},
		{"Oracle ORA-01722 (neighbour)", "", 0, "", "ORA-01722: invalid number", rung.KindInvalid},
	})
}
