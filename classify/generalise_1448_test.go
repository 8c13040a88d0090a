package classify

import "testing"

// First run at f42ed80e: 28/36 overall, 14/20 tricky.
// Tolerated: i1448-tf-drift-note: premise vs ambiguous (ruling of set 1257, docs/taxonomy.md and toolwords.go: "Objects have changed outside of Terraform" is drift under the plan, premise: replan): the note comes with a plan that succeeded, yet the plan rests on a state the refresh found false; both readings hold.
// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i1448-docker-exec-no-bash.
func TestIndependentCases1448(t *testing.T) {
	runIndependent(t, "testdata/independent1448.jsonl", true, "i1448-tf-drift-note")
}

// TestGeneralise1448SystemctlJobResult: systemctl's own verdict on a start
// job whose unit fails (systemd src/shared/bus-wait-for-jobs.c): the
// control process's error exit, the start limit, a fatal signal, a
// protocol or watchdog failure and a failed dependency job are the unit's
// state, premise (worldstate.go failedStartWords). A job that timed out,
// one canceled, a missing unit and polkit's refusal keep their own kinds.
func TestGeneralise1448SystemctlJobResult(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"exit-code", "exec", 1, "", "Job for php8.2-fpm.service failed because the control process exited with error code.\nSee \"systemctl status php8.2-fpm.service\" and \"journalctl -xeu php8.2-fpm.service\" for details.", premise},
		{"exit-code, older systemd", "exec", 1, "", "Job for haproxy.service failed because the control process exited with error code. See \"systemctl status haproxy.service\" and \"journalctl -xe\" for details.", premise},
		{"start limit", "exec", 1, "", "Job for mosquitto.service failed because start of the service was attempted too often.\nSee \"systemctl status mosquitto.service\" and \"journalctl -xeu mosquitto.service\" for details.", premise},
		{"fatal signal", "exec", 1, "", "Job for kafka.service failed because a fatal signal was delivered to the control process.", premise},
		{"core dump", "exec", 1, "", "Job for mongod.service failed because a fatal signal was delivered causing the control process to dump core.", premise},
		{"protocol", "exec", 1, "", "Job for gunicorn.service failed because the service did not take the steps required by its unit configuration.", premise},
		{"watchdog", "exec", 1, "", "Job for tailscaled.service failed because the service failed to send watchdog ping.", premise},
		{"dependency", "exec", 1, "", "A dependency job for nextcloud-cron.service failed. See 'journalctl -xe' for details.", premise},
		{"near miss: unit not found", "exec", 5, "", "Failed to start minio.service: Unit minio.service not found.", premise},
		{"near miss: polkit refusal", "exec", 1, "", "Failed to start minio.service: Interactive authentication required.\nSee system logs and 'systemctl status minio.service' for details.", denied},
		{"near miss: job timed out", "exec", 1, "", "Job for clickhouse-server.service failed because a timeout was exceeded.\nSee \"systemctl status clickhouse-server.service\" and \"journalctl -xeu clickhouse-server.service\" for details.", transient},
	})
}

// TestGeneralise1448PendingOperations: an infrastructure engine interrupted
// while changing resources leaves operations whose outcome is unknown
// (Pulumi's pending operations, pulumi docs
// troubleshooting#interrupted-update-recovery): ambiguous, as a commit
// whose outcome is unknown (wording.go outcomeUnknownWords). The stack
// lock and a concurrent update are waits.
func TestGeneralise1448PendingOperations(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pending create", "exec", 255, "", "error: the current deployment has 1 resource(s) with pending operations:\n  * urn:pulumi:dev::web::gcp:sql/databaseInstance:DatabaseInstance::main, interrupted while creating", ambiguous},
		{"pending delete", "exec", 255, "", "error: the current deployment has 3 resource(s) with pending operations:\n  * urn:pulumi:qa::edge::cloudflare:index/record:Record::www, interrupted while deleting", ambiguous},
		{"warning form", "exec", 0, "", "warning: Attempting to deploy or update resources with 4 pending operations from previous deployment.\n  * urn:pulumi:prod::cd::aws:ecs/service:Service::api, interrupted while updating\nThese resources are in an unknown state because the Pulumi CLI was interrupted while waiting for changes to these resources to complete.", ambiguous},
		{"near miss: stack locked", "exec", 255, "", "error: the stack is currently locked by 2 lock(s). Either wait for the other process(es) to end or delete the lock file with `pulumi cancel`.", transient},
		{"near miss: concurrent update", "exec", 255, "", "error: [409] Conflict: Another update is currently in progress.", transient},
	})
}

// TestGeneralise1448JournalNoEntries: journalctl's "-- No entries --" (exit
// 0 when -u, --since or a match filters everything out) is a read that
// worked and holds nothing: ambiguous, as "no results" (generic.go).
func TestGeneralise1448JournalNoEntries(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unit filter", "exec", 0, "", "-- No entries --", ambiguous},
		{"with header", "exec", 0, "", "Hint: You are currently not seeing messages from other users and the system.\n-- No entries --", ambiguous},
		{"near miss: no such unit in journal is still nothing matched, but a bad option is the call's", "exec", 1, "", "journalctl: unrecognized option '--sinse'", invalid},
	})
}

// TestGeneralise1448AnsibleRecapUnreachable: an Ansible PLAY RECAP whose
// hosts were unreachable and no task failed ("unreachable=1 failed=0") is a
// run that never reached them: transient, as UNREACHABLE's timeouts
// (ansiblerecap.go). A recap with a failed task, or with nothing
// unreachable, is not read so.
func TestGeneralise1448AnsibleRecapUnreachable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"one host", "exec", 4, "", "PLAY RECAP *********\ncache-2                    : ok=0    changed=0    unreachable=1    failed=0    skipped=0    rescued=0    ignored=0", transient},
		{"two hosts, one fine", "exec", 4, "", "PLAY RECAP ***\napp-1 : ok=12   changed=3    unreachable=0    failed=0\napp-2 : ok=0    changed=0    unreachable=1    failed=0", transient},
		{"old recap without skipped", "exec", 4, "", "10.1.2.3                 : ok=0    changed=0    unreachable=12   failed=0", transient},
		{"near miss: a task failed", "exec", 2, "", "PLAY RECAP ***\napp-1 : ok=3 changed=0 unreachable=0 failed=1 skipped=0\napp-2 : ok=0 changed=0 unreachable=1 failed=0", unk},
		{"near miss: all reached and clean", "exec", 0, "", "PLAY RECAP ***\napp-1 : ok=5 changed=1 unreachable=0 failed=0 skipped=0", unk},
	})
}

// TestGeneralise1448ContainerCommand: a container runtime that could not
// start the command the call named, because the image has no such program
// (runc's "unable to start container process: exec: ...", under docker
// exec, kubectl exec, ctr and docker run), is the call's command, invalid
// (containercmd.go; 10 blind labels to 1). Near misses: the host's own
// exec.ErrNotFound stays premise, a permission refusal inside the container
// keeps its reading, and a container that started and whose program then
// failed is not read by this rule.
func TestGeneralise1448ContainerCommand(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docker-exec-bash", "exec", 0, "", `OCI runtime exec failed: exec failed: unable to start container process: exec: "bash": executable file not found in $PATH: unknown`, invalid},
		{"kubectl-exec", "", 0, "", `error: Internal error occurred: error executing command in container: failed to exec in container: failed to start exec "4f2c": OCI runtime exec failed: exec failed: unable to start container process: exec: "zsh": executable file not found in $PATH: unknown`, invalid},
		{"docker-run-abs", "http", 400, "", `docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: exec: "/app/server": stat /app/server: no such file or directory: unknown.`, invalid},
		{"podman-old", "exec", 0, "", `Error: OCI runtime exec failed: exec: "python3": executable file not found in $PATH`, invalid},
		{"near-host-exec", "go", 0, "", `exec: "helm": executable file not found in $PATH`, premise},
		{"near-host-mcp", "", 0, "", `failed to start stdio transport: failed to start command: exec: "mcp-server-x": executable file not found in $PATH`, premise},
		{"near-container-eacces", "exec", 0, "", `OCI runtime exec failed: exec failed: unable to start container process: exec: "/entry.sh": permission denied: unknown`, denied},
	})
}
