package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1c90f17: 24/33 overall, 8/15 tricky.
// Fixed by class: i825-ssh-no-hostkey-type, i825-xssh-no-common-hostkey (SSH algorithm negotiation: invalid), i825-ssh-admin-prohibited (SSH channel administratively prohibited: denied), i825-ansible-undefined-var (Ansible undefined variable: invalid), i825-salt-no-minions (a target matching no host: ambiguous): wording.go remoteExecWords; i825-ansible-no-package (toolwords.go "no package matching "). TestGeneralise825. Set 390's tolerated i390-ssh-no-hostkey-type (labelled invalid by the same OpenSSH legacy.html) is now right and left its known list.
// Fixed later by the lead: i825-ssh-hostkey-verif (right since the lead's revision after set 1179: an SSH host key that is not the recorded one reads denied, a security check only a person may override).
// Fixed later by the lead: i825-xssh-key-unknown (right since the lead's revision after set 1179: an SSH host key that is not the recorded one reads denied, a security check only a person may override).
// Tolerated: i825-kubectl-exit-137: unknown vs transient (childproc.go childFate: "exit code 137" is SIGKILL from outside, run again with more time): 137 alone does not say who sent the signal (an OOM kill would repeat), while the ruling reads a bare SIGKILL as a deadline or watchdog, which time cures.
func TestIndependentCases825(t *testing.T) {
	runIndependent(t, "testdata/independent825.jsonl", true, "i825-kubectl-exit-137")
}

// TestGeneralise825 holds the remote-execution classes set 825 showed
// missing, in other software's words, and near misses that keep their kind.
func TestGeneralise825(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// SSH algorithm negotiation found nothing in common: invalid.
		{name: "OpenSSH kex legacy.html", msg: "Unable to negotiate with 10.0.0.5 port 22: no matching key exchange method found. Their offer: diffie-hellman-group1-sha1", want: rung.KindInvalid},
		{name: "OpenSSH cipher legacy.html", msg: "Unable to negotiate with legacyhost port 22: no matching cipher found. Their offer: aes128-cbc,3des-cbc", want: rung.KindInvalid},
		{name: "x/crypto/ssh cipher", protocol: "go", msg: "ssh: handshake failed: ssh: no common algorithm for client to server cipher; client offered: [aes128-gcm@openssh.com chacha20-poly1305@openssh.com aes128-ctr], server offered: [aes128-cbc 3des-cbc]", want: rung.KindInvalid},
		{name: "Paramiko IncompatiblePeer", msg: "paramiko.ssh_exception.IncompatiblePeer: Incompatible ssh peer (no acceptable kex algorithm)", want: rung.KindInvalid},
		{name: "JSch", msg: "com.jcraft.jsch.JSchException: Algorithm negotiation fail", want: rung.KindInvalid},
		// A channel the server's policy refuses: denied.
		{name: "x/crypto/ssh OpenChannelError", protocol: "go", msg: "ssh: rejected: administratively prohibited (open failed)", want: rung.KindDenied},
		{name: "libssh2", msg: "Channel open failure (administratively prohibited)", want: rung.KindDenied},
		{name: "Paramiko ChannelException", msg: "paramiko.ssh_exception.ChannelException: ChannelException(1, 'Administratively prohibited')", want: rung.KindDenied},
		// An undefined template variable: invalid.
		{name: "Ansible field", msg: "fatal: [db9]: FAILED! => {\"msg\": \"The field 'environment' has an invalid value, which includes an undefined variable. The error was: 'proxy_env' is undefined\"}", want: rung.KindInvalid},
		{name: "Ansible template module", msg: "fatal: [web3]: FAILED! => {\"changed\": false, \"msg\": \"AnsibleUndefinedVariable: 'nginx_upstreams' is undefined\"}", want: rung.KindInvalid},
		{name: "Jinja2", msg: "jinja2.exceptions.UndefinedError: 'site_name' is undefined", want: rung.KindInvalid},
		// A target matching no host: ambiguous.
		{name: "Salt bare", msg: "No minions matched the target. No command was sent, no jid was assigned.", want: rung.KindAmbiguous},
		{name: "Ansible host pattern", msg: "[WARNING]: Could not match supplied host pattern, ignoring: dbservers", want: rung.KindAmbiguous},
		{name: "Ansible play", msg: "PLAY [Patch] ****\nskipping: no hosts matched", want: rung.KindAmbiguous},
		// Ansible yum: no such package: premise.
		{name: "Ansible yum module", msg: "No package matching 'htop2' found available, installed or updated", want: rung.KindPremise},
		// Near misses that keep their kind.
		{name: "near miss: kubectl wait listing", msg: "error: no matching resources found", want: rung.KindAmbiguous},
		{name: "near miss: apt", msg: "E: Unable to locate package htop2", want: rung.KindPremise},
		{name: "near miss: OpenSSH auth", msg: "ops@bastion: Permission denied (publickey).", want: rung.KindDenied},
		{name: "near miss: OpenSSH timeout", msg: "ssh: connect to host db7 port 22: Connection timed out", want: rung.KindTransient},
	})
}
