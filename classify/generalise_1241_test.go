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

// TestGeneralise1241WorkflowScopeAndSSO holds git's renderings of two GitHub
// refusals of the credential: a workflow file pushed by a token without the
// workflow scope or permission, and an organization's SAML SSO enforcement.
func TestGeneralise1241WorkflowScopeAndSSO(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "pat workflow scope", protocol: "exec", msg: "To https://github.com/o/r.git\n ! [remote rejected] ci -> ci (refusing to allow a Personal Access Token to create or update workflow `.github/workflows/ci.yml` without `workflow` scope)\nerror: failed to push some refs to 'https://github.com/o/r.git'", want: rung.KindDenied},
		{name: "oauth app workflow scope", msg: " ! [remote rejected] main -> main (refusing to allow an OAuth App to create or update workflow `.github/workflows/release.yml` without `workflow` scope)", want: rung.KindDenied},
		{name: "github app workflows permission", msg: " ! [remote rejected] HEAD -> bump (refusing to allow a GitHub App to create or update workflow `.github/workflows/deps.yml` without `workflows` permission)", want: rung.KindDenied},
		{name: "git sso", protocol: "exec", msg: "remote: The 'acme' organization has enabled or enforced SAML SSO.\nremote: To access this repository, you must use the HTTPS remote with a personal access token or SSH with an SSH key and passphrase\nremote: that has been authorized for this organization.\nfatal: unable to access 'https://github.com/acme/app.git/': The requested URL returned error: 403", want: rung.KindDenied},
		{name: "api sso text", msg: "Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.", want: rung.KindDenied},
		{name: "near miss: push protection secret", msg: "remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote: - GITHUB PUSH PROTECTION\nremote:     - Push cannot contain secrets\n ! [remote rejected] main -> main (push declined due to repository rule violations)", want: rung.KindInvalid},
		{name: "near miss: large file", msg: "remote: error: File w/model.bin is 142.31 MB; this exceeds GitHub's file size limit of 100.00 MB\nremote: error: GH001: Large files detected.", want: rung.KindInvalid},
	})
}
