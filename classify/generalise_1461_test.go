package classify

import "testing"

// First run at 220134f3: 20/24 overall, 9/11 tricky.
// Tolerated: i1461-gh013-push-protection-pat: invalid vs denied (ruling, set 43 and standing.go branchRuleRefusal): a secret in the commits is their content, rewrite them; the label read the push protection block as a policy refusal.
// Tolerated: i1461-cannot-lock-ref-expected: premise vs transient (ruling, set 46 staleref.go): "cannot lock ref ... is at X but expected Y" is a stale ref, premise; the label read the VS Code case as a race with a background fetch that a retry outlives.
func TestIndependentCases1461(t *testing.T) {
	runIndependent(t, "testdata/independent1461.jsonl", true, "i1461-gh013-push-protection-pat", "i1461-cannot-lock-ref-expected")
}

// TestGeneralise1461PackSizeOverTransport: the receiving git's size ceiling
// (git builtin/index-pack.c "pack exceeds maximum allowed size", GitHub's
// and GitLab's receive.maxInputSize; JGit/GitBucket "Object too large ...,
// rejecting the pack") is invalid even when the transport collapse it
// causes (curl 92 CANCEL, sideband disconnect, hung up) follows it; those
// alone stay transient (desktop/desktop#15032, rtyley/bfg-repo-cleaner#449,
// gitbucket/gitbucket#2515).
func TestGeneralise1461PackSizeOverTransport(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pack limit then curl 92", "exec", 1, "", "remote: fatal: pack exceeds maximum allowed size (2.00 GiB)        \nerror: RPC failed; curl 92 HTTP/2 stream 0 was not closed cleanly: CANCEL (err 8)\nsend-pack: unexpected disconnect while reading sideband packet", invalid},
		{"curl 92 then pack limit", "exec", 1, "", "Enumerating objects: 178612, done.\nerror: RPC failed; curl 92 HTTP/2 stream 0 was not closed cleanly: CANCEL (err 8)\nremote: fatal: pack exceeds maximum allowed size\nsend-pack: unexpected disconnect while reading sideband packet\nWriting objects: 100% (178612/178612), 23.75 GiB | 14.73 MiB/s, done.\nfatal: the remote end hung up unexpectedly", invalid},
		{"pack limit then hung up", "exec", 1, "", "remote: fatal: pack exceeds maximum allowed size (4.00 GiB)\nfatal: the remote end hung up unexpectedly\nerror: failed to push some refs to 'gitlab.example.com:g/p.git'", invalid},
		{"gitbucket object too large", "exec", 1, "", "error: remote unpack failed: error Object too large (3,000,000,000 bytes), rejecting the pack. Max object size limit is 2,147,483,639 bytes.", invalid},
		{"go wrapped", "go", 0, "", "git push: exit status 1: remote: fatal: pack exceeds maximum allowed size (2.00 GiB)", invalid},
		// Near misses: the transport collapse alone stays a wait.
		{"near miss: curl 92 clone alone", "exec", 128, "", "error: RPC failed; curl 92 HTTP/2 stream 0 was not closed cleanly: CANCEL (err 8)\nerror: 5929 bytes of body are still expected\nfetch-pack: unexpected disconnect while reading sideband packet\nfatal: early EOF", transient},
		{"near miss: hung up alone", "exec", 128, "", "send-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up unexpectedly", transient},
	})
}

// TestGeneralise1461LFSAuthorization: git-lfs's own template for a 401 or 403
// from its batch, locks and transfer endpoints (lfshttp/errors.go
// defaultErrors "Authorization error: %s\nCheck that you have proper access to
// the repository", with "Authentication required: " before it on retry) is
// the credential's refusal: denied (git-lfs#3002, #5270; Gitea's FAQ). Its
// other templates keep their own readings.
func TestGeneralise1461LFSAuthorization(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"batch authz bitbucket", "exec", 1, "", "batch response: Authorization error: https://bitbucket.example.com/scm/p/r.git/info/lfs/objects/batch \nCheck that you have proper access to the repository\nerror: failed to push some refs to 'ssh://git@bitbucket.example.com:7999/p/r.git'", denied},
		{"azure devops auth required", "exec", 2, "", "batch response: Authentication required: Authorization error: https://ado.example.com/_git/Test.git/info/lfs/objects/batch\nCheck that you have proper access to the repository", denied},
		{"bare template", "", 0, "", "Authorization error: https://github.com/a/b.git/info/lfs/objects/batch\nCheck that you have proper access to the repository", denied},
		{"locks verify", "exec", 1, "", "WARNING: Authentication error: Authentication required: Authorization error: https://git.example.com/scm/~u/r.git/info/lfs/locks/verify\nCheck that you have proper access to the repository", denied},
		// Near misses: git-lfs's other templates.
		{"near miss: lfs rate limit", "exec", 2, "", "batch response: Rate limit exceeded: https://github.com/a/b.git/info/lfs/objects/batch", transient},
		{"near miss: lfs over quota", "exec", 2, "", "batch response: This repository is over its data quota. Account responsible for LFS bandwidth should purchase more data packs to restore access.", premise},
		{"near miss: card authorization error", "http", 402, "", `{"errors":[{"code":"CARD_DECLINED","detail":"Authorization error: 'CARD_DECLINED'","category":"PAYMENT_METHOD_ERROR"}]}`, premise},
	})
}
