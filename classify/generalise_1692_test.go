package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 79669b43: 30/34 overall, 14/18 tricky.
func TestIndependentCases1692(t *testing.T) {
	runIndependent(t, "testdata/independent1692.jsonl", true)
}

// TestGeneralise1692Approver: a refusal naming an approval the step needs
// from someone with the authority to give it (an Ansible fail guard, a
// deploy tool's "requires approval from"), denied (raised.go
// approverWords). Near misses: "not yet approved" keeps premise (the
// approval step comes first), a field "approval_id is required" keeps
// invalid, "approve your own" stays denied by selfApprovalWords.
func TestGeneralise1692Approver(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ansible fail guard", "exec", 2, "2", "fatal: [localhost]: FAILED! => {\"changed\": false, \"msg\": \"Production deploys need approval from the release manager.\"}\n\nexit status 2", rung.KindDenied},
		{"needs approval", "exec", 1, "1", "Error: this environment needs approval from an owner before jobs run\nexit status 1", rung.KindDenied},
		{"approval required from", "exec", 1, "1", "Error: approval required from a maintainer\nexit status 1", rung.KindDenied},
		{"requires approval by", "exec", 1, "1", "Error: requires approval by the security team\nexit status 1", rung.KindDenied},
		{"must be approved by", "", 0, "", "deployment rejected: changes to prod must be approved by an administrator", rung.KindDenied},
		{"near miss: not yet approved", "exec", 1, "1", "Error: this change is not yet approved\nexit status 1", rung.KindPremise},
		{"near miss: approval field", "exec", 1, "1", "Error: approval_id is required\nexit status 1", rung.KindInvalid},
		{"near miss: own approval", "exec", 1, "1", "Error: Can not approve your own pull request\nexit status 1", rung.KindDenied},
		{"near miss: not yet approved", "http", 405, "", "Merge request is not yet approved: it needs approval from 2 reviewers", rung.KindPremise},
		{"near miss: pending approval", "", 0, "", "Transfer requires approval from the account owner; it is pending approval", rung.KindUnknown},
	})
}

// TestGeneralise1692AlreadyEncrypted: an encryption the step was to apply
// is already there (ansible-vault encrypt "ERROR! input is already
// encrypted", a file tool's "file is already encrypted"): conflict
// (appwords.go alreadyDone). Near misses: Ansible Vault's missing or wrong
// secret stays denied; "not vault encrypted data" is not read as held.
func TestGeneralise1692AlreadyEncrypted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ansible-vault encrypt", "exec", 1, "1", "ERROR! input is already encrypted\n\nexit status 1", rung.KindConflict},
		{"file tool", "exec", 1, "1", "Error: file is already encrypted\nexit status 1", rung.KindConflict},
		{"has already been encrypted", "", 0, "", "the volume has already been encrypted", rung.KindConflict},
		{"near miss: vault no secrets", "exec", 1, "1", "ERROR! Attempting to decrypt but no vault secrets found\n\nexit status 1", rung.KindDenied},
		{"near miss: vault wrong secret", "exec", 1, "1", "ERROR! Decryption failed (no vault secrets were found that could decrypt) on /tmp/secret.yml\n\nexit status 1", rung.KindDenied},
		{"near miss: not encrypted", "exec", 1, "1", "ERROR! input is not vault encrypted data for /tmp/a.yml\nexit status 1", rung.KindUnknown},
	})
}

// TestGeneralise1692AdhocSkipped: an Ansible ad-hoc run whose every host
// line is "host | SKIPPED" (check mode on a module without check support,
// exit 0): nothing ran, ambiguous (ansiblerecap.go ansibleAdhocSkipped).
// Near misses: a run with a SUCCESS or FAILED host beside the skipped one
// is left to those lines, and pytest's "SKIPPED [1]" is no host line.
func TestGeneralise1692AdhocSkipped(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"one host", "exec", 0, "0", "[WARNING]: No inventory was parsed, only implicit localhost is available\nlocalhost | SKIPPED\n\nexit status 0", rung.KindAmbiguous},
		{"two hosts", "exec", 0, "0", "web1 | SKIPPED\nweb2 | SKIPPED\n\nexit status 0", rung.KindAmbiguous},
		{"with reason", "exec", 0, "0", "db1 | SKIPPED => {\n    \"changed\": false,\n    \"skipped\": true\n}\n\nexit status 0", rung.KindAmbiguous},
		{"near miss: success beside", "exec", 0, "0", "web1 | SUCCESS => {\"ping\": \"pong\"}\nweb2 | SKIPPED\n\nexit status 0", rung.KindUnknown},
		{"near miss: failed beside", "exec", 2, "2", "web1 | FAILED! => {\"msg\": \"Timeout when waiting for 127.0.0.1:8080\"}\nweb2 | SKIPPED\n\nexit status 2", rung.KindTransient},
		{"near miss: pytest", "exec", 0, "0", "SKIPPED [1] tests/test_x.py:3: unconditional skip\n1 skipped in 0.01s\nexit status 0", rung.KindUnknown},
	})
}

// TestGeneralise1692ControlNodeGuard: Ansible's reboot and shutdown
// actions refusing the machine Ansible runs on ("Running X with local
// connection would reboot/shutdown the control node.", ansible-core
// plugins/action/reboot.py, community.general action/shutdown.py):
// denied (wording.go remoteExecWords). Near misses: a local connection
// that failed, and become's "su: Authentication failure", keep theirs.
func TestGeneralise1692ControlNodeGuard(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"builtin reboot", "exec", 2, "2", "localhost | FAILED! => {\n    \"changed\": false,\n    \"elapsed\": 0,\n    \"msg\": \"Running ansible.builtin.reboot with local connection would reboot the control node.\",\n    \"rebooted\": false\n}\n\nexit status 2", rung.KindDenied},
		{"win_reboot in a play", "exec", 2, "2", "fatal: [localhost]: FAILED! => {\"changed\": false, \"elapsed\": 0, \"msg\": \"Running ansible.windows.win_reboot with local connection would reboot the control node.\", \"rebooted\": false}\n\nexit status 2", rung.KindDenied},
		{"community shutdown", "exec", 2, "2", "localhost | FAILED! => {\n    \"msg\": \"Running community.general.shutdown with local connection would shutdown the control node.\"\n}\n\nexit status 2", rung.KindDenied},
		{"near miss: su refused", "exec", 2, "2", "localhost | FAILED! => {\n    \"msg\": \"Incorrect su password\"\n}\n\nexit status 2", rung.KindDenied},
		{"near miss: unreachable", "exec", 4, "4", "127.0.0.1 | UNREACHABLE! => {\n    \"changed\": false,\n    \"msg\": \"Failed to connect to the host via ssh: ssh: connect to host 127.0.0.1 port 22: Connection refused\",\n    \"unreachable\": true\n}\n\nexit status 4", rung.KindTransient},
	})
}
