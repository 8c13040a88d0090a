package classify

import "testing"

// First run at 60666ffc: 23/36 overall, 5/16 tricky.
// Tolerated: i1470-docker-pull-access-denied: denied vs premise (ruling): the registry's 404 that hides a private repository reads denied (docs/taxonomy.md, set 382); Docker's text cannot tell a missing repository from a private one.
// Tolerated: i1470-docker-oci-exec-no-binary: invalid vs premise (ruling): runc's "executable file not found in $PATH" under "OCI runtime exec failed" reads invalid, the call named a program the image never had (containercmd.go, sets 745 to 1448, 10 blind labels to 1).
// Tolerated: i1470-kubectl-oci-exec-no-shell: invalid vs premise (ruling): the same container-command ruling, the stat form for an absolute path.
// Tolerated: i1470-jupyter-xsrf-missing: denied vs invalid (ruling): set 396 labels the same Jupyter Server 403 "'_xsrf' argument missing from POST" denied (i396-jupyter-xsrf-403); a Tornado XSRF rule broke that line, so it was withdrawn.
// Tolerated: i1470-jupyter-xsrf-mismatch: denied vs invalid (ruling): Tornado's sibling "XSRF cookie does not match POST argument", kept with set 396's reading of the family.
// Tolerated: i1470-jupyter-client-no-respond: denied vs transient (one-off): ChatGPT's own wrapper "Received an exception that's not in the re-throw allow list" around jupyter_client's "Kernel didn't respond in 15 seconds" trips the allow-list refusal (wording.go); the bare text reads transient (set 1308).
// Tolerated: i1470-modal-pyproject-missing: invalid vs premise (one-off): Modal's catch-all InvalidError with "Expected ./pyproject.toml to exist"; no table holds "expected X to exist" and one line is no class.
// Tolerated: i1470-modal-port-forwarded: invalid vs conflict (one-off): Modal InvalidError "Port 8000 is already forwarded", a tunnel that exists; Modal's wording only.
// Tolerated: i1470-modal-no-app-running: invalid vs premise (one-off): Modal InvalidError "no app running" for .remote() outside app.run(); Modal's wording only.
func TestIndependentCases1470(t *testing.T) {
	runIndependent(t, "testdata/independent1470.jsonl", true, "i1470-docker-pull-access-denied", "i1470-docker-oci-exec-no-binary", "i1470-kubectl-oci-exec-no-shell", "i1470-jupyter-xsrf-missing", "i1470-jupyter-xsrf-mismatch", "i1470-jupyter-client-no-respond", "i1470-modal-pyproject-missing", "i1470-modal-port-forwarded", "i1470-modal-no-app-running")
}

// TestGeneralise1470DockerDaemonHint: the docker CLI follows every refusal
// from the daemon with its usage hint ("Run 'docker run --help' for more
// information", older "See 'docker run --help'."), whatever the daemon
// said; the daemon's words decide (generic.go dockerDaemonHead). Without a
// daemon answer the hint still marks a wrong invocation.
func TestGeneralise1470DockerDaemonHint(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"name in use", "exec", 125, "", "docker: Error response from daemon: Conflict. The container name \"/web\" is already in use by container \"0c5d\". You have to remove (or rename) that container to be able to reuse that name.\n\nRun 'docker run --help' for more information\n", conflict},
		{"name in use, old hint", "exec", 125, "", "docker: Error response from daemon: Conflict. The container name \"/web\" is already in use by container \"0c5d\". You have to remove (or rename) that container to be able to reuse that name.\nSee 'docker run --help'.", conflict},
		{"port held", "exec", 125, "", "docker: Error response from daemon: driver failed programming external connectivity on endpoint web (1f): Bind for 0.0.0.0:8080 failed: port is already allocated.\n\nRun 'docker run --help' for more information", premise},
		{"no such image, create", "exec", 125, "", "Error response from daemon: No such image: python:3.99-slim\n\nRun 'docker create --help' for more information", premise},
		{"bad reference, no daemon", "exec", 125, "", "docker: invalid reference format.\nSee 'docker run --help'.", invalid},
		{"unknown flag, no daemon", "exec", 125, "", "unknown flag: --nmae\nSee 'docker run --help'.", invalid},
	})
}

// TestGeneralise1470PodmanStateImproper: libpod's ErrCtrStateInvalid,
// "container state improper", ends every Podman refusal of an operation
// the container's state does not allow ("can only kill running
// containers. <id> is in state exited", "can only create exec sessions on
// running containers"): the belief about its state is false, premise.
func TestGeneralise1470PodmanStateImproper(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kill exited", "exec", 125, "", "Error: can only kill running containers. 7d1e is in state exited: container state improper", premise},
		{"kill stopped", "", 0, "", "Error: can only kill running containers. 7d1e is in state stopped: container state improper", premise},
		{"exec on stopped", "exec", 125, "", "Error: can only create exec sessions on running containers: container state improper", premise},
		{"bare", "", 0, "", "container state improper", premise},
		{"no such container", "exec", 125, "", "Error: no container with name or ID \"web\" found: no such container", premise},
	})
}

// TestGeneralise1470E2BSandboxGone: the E2B SDKs' texts for a sandbox past
// its lifetime, the suffix formatSandboxTimeoutError adds to a 502 or gRPC
// Unavailable ("This error is likely due to sandbox timeout", which the
// SDK documents as the sandbox's timeout) and a stream broken when the
// sandbox "was killed or reached its end of life": premise, a new sandbox
// is needed (sessiongone.go). The request's own timeout and a bare 502
// stay transient.
func TestGeneralise1470E2BSandboxGone(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"js 502", "", 502, "", "502: This error is likely due to sandbox timeout. You can modify the sandbox timeout by passing 'timeoutMs' when starting the sandbox or calling '.setTimeout' on the sandbox with the desired timeout.", premise},
		{"python", "", 0, "", "TimeoutException: 502: This error is likely due to sandbox timeout. You can modify the sandbox timeout by passing 'timeout' when starting the sandbox or calling '.set_timeout' on the sandbox with the desired timeout.", premise},
		{"stream reset", "", 0, "", "stream reset: The sandbox was killed or reached its end of life while the request was in flight.", premise},
		{"request timeout", "", 0, "", "Request timed out — the 'request_timeout' option can be used to increase this timeout", transient},
		{"bare 502", "http", 502, "", "Bad Gateway", transient},
	})
}
