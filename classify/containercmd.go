package classify

// A container runtime that could not start the command the call named,
// because the image has no such program: runc's "unable to start container
// process: exec: \"bash\": executable file not found in $PATH", the same
// under "OCI runtime exec failed" (docker exec, kubectl exec, ctr) and
// "OCI runtime create failed" (docker run, a pod's container), and the
// stat form for an absolute path ("exec: \"/app/server\": stat /app/server:
// no such file or directory"). The host's exec.ErrNotFound is premise (a
// tool not installed where the agent runs); here the program was named by
// the call (its command, entrypoint or shell) for an image that never had
// it, and the repair is another argument: "sh" for "bash", the image's
// real path. Ten blind labels to one (sets 745, 899, 941, 995, 1085, 1109,
// 1133, 1158, 1448); the one is kubectl cp's own "tar", which the caller
// did not name, tolerated.
func containerCommandMissing(text string) bool {
	i := indexFold(text, "unable to start container process: exec: ")
	if i < 0 {
		i = indexFold(text, "oci runtime exec failed: exec: ")
	}
	if i < 0 {
		return false
	}
	rest := text[i:]
	return hasAny(rest, "executable file not found", ": no such file or directory")
}

const containerCommandReason = "the container runtime could not start the command the call named: the image has no such program: name one it has (sh for bash) or fix the command or entrypoint"
