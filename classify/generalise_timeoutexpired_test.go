package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseTimeoutExpired: under a 500, "expired" reads as something
// the service depends on having lapsed (premise), but a timeout or timer
// that expired is a wait that ran out, transient (set 774's note: a .NET
// soap:Server fault wrapping SqlClient's timeout read premise).
func TestGeneraliseTimeoutExpired(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ASMX soap:Server fault wrapping SqlClient's timeout", "http", 500, "",
			`<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Server was unable to process request. ---&gt; Timeout expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.</faultstring></soap:Fault>`, rung.KindTransient},
		{"ASP.NET Web API error body, SqlClient Execution Timeout Expired", "http", 500, "",
			`{"Message":"An error has occurred.","ExceptionMessage":"Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.","ExceptionType":"System.Data.SqlClient.SqlException"}`, rung.KindTransient},
		{"MySQL Connector/NET command timeout in a 500 page", "http", 500, "",
			"MySql.Data.MySqlClient.MySqlException (0x80004005): Timeout expired. The timeout period elapsed prior to completion of the operation or the server is not responding.", rung.KindTransient},
		{"SqlClient pool wait in a 500 page", "http", 500, "",
			"System.InvalidOperationException: Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.  This may have occurred because all pooled connections were in use and max pool size was reached.", rung.KindTransient},
		{"ETIME under a 500", "http", 500, "",
			"Internal Server Error: Timer expired", rung.KindTransient},
		// Near misses: keep their kinds.
		{"near miss: a signing key that expired", "http", 500, "",
			`{"message":"The signing key has expired."}`, rung.KindPremise},
		{"near miss: an upstream certificate that expired", "http", 500, "",
			`{"error":"x509: certificate has expired or is not yet valid"}`, rung.KindPremise},
	})
}
