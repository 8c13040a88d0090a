package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at a26a871b: 19/30 overall, 12/21 tricky.
func TestIndependentCases1241(t *testing.T) {
	runIndependent(t, "testdata/independent1241.jsonl", false)
}

// TestGeneralise1241RepositoryState holds GitHub 403s whose message names the
// repository's own state (a product it has not enabled, a block by GitHub for
// everyone): premise; the plain refusals beside them keep denied.
func TestGeneralise1241RepositoryState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "ghas code scanning", protocol: "http", status: 403, msg: `{"message":"Advanced Security must be enabled for this repository to use code scanning.","documentation_url":"https://docs.github.com/rest/code-scanning/code-scanning#upload-an-analysis-as-sarif-data","status":"403"}`, want: rung.KindPremise},
		{name: "ghas secret scanning", protocol: "http", status: 403, msg: `{"message":"Secret scanning must be enabled for this repository to use push protection.","documentation_url":"https://docs.github.com/rest/repos/repos#update-a-repository","status":"403"}`, want: rung.KindPremise},
		{name: "blocked bare", protocol: "http", status: 403, msg: `{"message":"Repository access blocked"}`, want: rung.KindPremise},
		{name: "blocked with doc", protocol: "http", status: 403, msg: `{"message":"Repository access blocked","documentation_url":"https://docs.github.com/rest/repos/repos#get-a-repository","status":"403"}`, want: rung.KindPremise},
		{name: "near miss: integration", protocol: "http", status: 403, msg: `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/code-scanning/code-scanning#upload-an-analysis-as-sarif-data","status":"403"}`, want: rung.KindDenied},
		{name: "near miss: admin rights", protocol: "http", status: 403, msg: `{"message":"Must have admin rights to Repository.","documentation_url":"https://docs.github.com/rest/repos/repos#update-a-repository","status":"403"}`, want: rung.KindDenied},
		{name: "near miss: access denied", protocol: "http", status: 403, msg: `{"message":"Repository access denied"}`, want: rung.KindDenied},
	})
}
