package classify

import "testing"

// First run at c35b34c8: 27/34 overall, 10/14 tricky.
//
// Tolerated: i1565-smbc-get-is-directory: premise vs invalid (ruling: set 1350's NTSTATUS rows read FILE_IS_A_DIRECTORY premise, generic.go missingTail, TestGeneralise1350NTStatus): get names a directory where it needs a file, which the path ruling (pathkind.go) reads invalid as EISDIR.
// Tolerated: i1565-smbc-cd-not-a-directory: premise vs invalid (ruling: set 1350's NTSTATUS rows read NOT_A_DIRECTORY premise, with this very cd shape in TestGeneralise1350NTStatus): a cd onto a file, which pathkind.go reads invalid for a shell's "cd: ".
// Tolerated: i1565-smbc-rm-on-directory: unknown vs invalid (one-off): smbclient's rm matches files only, so "NT_STATUS_NO_SUCH_FILE listing \dir1" for an existing directory is word for word set 1350's del of a missing file (conflict there); only the call tells.
func TestIndependentCases1565(t *testing.T) {
	runIndependent(t, "testdata/independent1565.jsonl", true, "i1565-smbc-get-is-directory", "i1565-smbc-cd-not-a-directory", "i1565-smbc-rm-on-directory")
}

// TestGeneralise1565NTStatusPairs: an NTSTATUS is one condition whether a
// client prints its name (smbclient "NT_STATUS_X", impacket "STATUS_X(...)")
// or its MS-ERREF text (go-smb2 "response error: <text>"), so each reading
// covers both forms (MS-ERREF 2.3.1, live Samba 4.17.12). Added:
// INSUFFICIENT_RESOURCES by name (a share's max connections: transient);
// OBJECT_PATH_SYNTAX_BAD / OBJECT_PATH_INVALID by name and by their shared
// text "The object path component was not a directory object." (a ".." above
// the share root: invalid, ahead of ENOTDIR's reading); INVALID_DEVICE_REQUEST
// by name and text (an operation the object does not take: invalid);
// the transport family's CONNECTION_RESET by name, and RESET, DISCONNECTED,
// REFUSED and IO_TIMEOUT in MS-ERREF's words (transient).
func TestGeneralise1565NTStatusPairs(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"max connections smbclient", "exec", 1, "", "tree connect failed: NT_STATUS_INSUFFICIENT_RESOURCES\nexit status 1", transient},
		{"max connections smb name", "smb", 0, "NT_STATUS_INSUFFICIENT_RESOURCES", "tree connect failed: NT_STATUS_INSUFFICIENT_RESOURCES", transient},
		{"insufficient resources impacket", "", 0, "", "SMB SessionError: STATUS_INSUFFICIENT_RESOURCES(Insufficient system resources exist to complete the API.)", transient},
		{"path syntax go-smb2", "smb", 0, "", "open ..\\..\\secrets.txt: response error: The object path component was not a directory object.", invalid},
		{"path syntax smbclient", "exec", 1, "", "NT_STATUS_OBJECT_PATH_SYNTAX_BAD opening remote file \\..\\x.txt\nexit status 1", invalid},
		{"path invalid impacket", "", 0, "", "SMB SessionError: STATUS_OBJECT_PATH_INVALID(The object path component was not a directory object.)", invalid},
		{"invalid device request go-smb2", "smb", 0, "", "read reports: response error: The specified request is not a valid operation for the target device.", invalid},
		{"invalid device request smbclient", "exec", 1, "", "NT_STATUS_INVALID_DEVICE_REQUEST opening remote file \\IPC$\nexit status 1", invalid},
		{"reset smbclient", "exec", 1, "", "cli_push returned NT_STATUS_CONNECTION_RESET\nexit status 1", transient},
		{"reset go-smb2", "smb", 0, "", "read big.bin: response error: The transport connection has been reset.", transient},
		{"disconnected go-smb2", "smb", 0, "", "write big.bin: response error: The transport connection is now disconnected.", transient},
		{"refused go-smb2", "smb", 0, "", "response error: The transport-connection attempt was refused by the remote system.", transient},
		{"io timeout go-smb2", "smb", 0, "", "read a.txt: response error: {Device Timeout} The specified I/O operation on %hs was not completed before the time-out period expired.", transient},
		// near misses keep their kinds
		{"near miss: ENOTDIR through a file stays premise", "go", 0, "", "open notes.txt/draft.md: not a directory", premise},
		{"near miss: smbclient NOT_A_DIRECTORY stays premise (set 1350)", "exec", 1, "", "NT_STATUS_NOT_A_DIRECTORY listing \\a.txt\\\nexit status 1", premise},
		{"near miss: path not found stays premise", "exec", 1, "", "NT_STATUS_OBJECT_PATH_NOT_FOUND opening remote file \\nodir\\x.txt\nexit status 1", premise},
		{"near miss: disk full stays premise", "smb", 0, "", "write big.bin: response error: An operation failed because the disk was full.", premise},
		{"near miss: insufficient privileges stays denied", "", 0, "", "ERROR: insufficient privileges to perform this operation", denied},
	})
}

// TestGeneralise1565SMBDialect: an SMB negotiation that finds no dialect
// both sides accept (smbclient's "protocol negotiation failed:
// NT_STATUS_NOT_SUPPORTED" when the client's max protocol is below the
// server's min, "... NT_STATUS_INVALID_NETWORK_RESPONSE" and smbXcli's "No
// compatible protocol selected by server." for an SMB1-only client) is the
// client's own protocol options: invalid (smb.conf(5) client max protocol,
// server min protocol; live Samba 4.17.12). A negotiation that timed out or
// lost its connection stays transient.
func TestGeneralise1565SMBDialect(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"smb2 dialect below server min", "exec", 1, "", "protocol negotiation failed: NT_STATUS_NOT_SUPPORTED\nexit status 1", invalid},
		{"smb2 dialect, smb protocol", "smb", 0, "NT_STATUS_NOT_SUPPORTED", "protocol negotiation failed: NT_STATUS_NOT_SUPPORTED", invalid},
		{"smb1-only client", "exec", 1, "", "protocol negotiation failed: NT_STATUS_INVALID_NETWORK_RESPONSE\nexit status 1", invalid},
		{"smb1-only client, smbXcli line", "", 0, "", "smbXcli_negprot_smb1_done: No compatible protocol selected by server.", invalid},
		// near misses keep their kinds
		{"near miss: negotiation timed out", "exec", 1, "", "protocol negotiation failed: NT_STATUS_IO_TIMEOUT\nexit status 1", transient},
		{"near miss: negotiation reset", "exec", 1, "", "protocol negotiation failed: NT_STATUS_CONNECTION_RESET\nexit status 1", transient},
		{"near miss: negotiation disconnected", "exec", 1, "", "protocol negotiation failed: NT_STATUS_CONNECTION_DISCONNECTED\nexit status 1", transient},
		{"near miss: refused connection", "exec", 1, "", "do_connect: Connection to files01 failed (Error NT_STATUS_CONNECTION_REFUSED)\nexit status 1", transient},
	})
}
