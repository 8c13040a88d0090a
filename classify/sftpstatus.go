package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// sftpStatus reads an SFTP status code as github.com/pkg/sftp's StatusError
// prints it, `sftp: "<server's message>" (SSH_FX_<NAME>)`, at the end of
// the text (a wrapper's prefix is kept). The code is the server's statement
// of what failed (draft-ietf-secsh-filexfer-13 section 9.1), read as the
// wording would not: SSH_FX_OP_UNSUPPORTED is "an operation which is not
// supported for the server", a fact about the host that no argument
// changes (premise), where the generic "unsupported" reads the call's
// argument. SSH_FX_FAILURE says only that something failed: it is left to
// the server's message it carries ("mkdir x: file exists", "no space left
// on device", SFTPGo's "denying write due to space limit"), as are the
// codes this table does not name (held-out set 1178).
func sftpStatus(t string) (Result, bool) {
	s := strings.TrimRight(t, " \t\r\n")
	if len(s) < 10 || s[len(s)-1] != ')' {
		return Result{}, false
	}
	i := strings.LastIndex(s, "(SSH_FX_")
	if i < 0 {
		return Result{}, false
	}
	name := s[i+1 : len(s)-1]
	for k := range sftpCodes {
		if sftpCodes[k].name == name {
			return Result{Kind: sftpCodes[k].kind, Code: name, Reason: "sftp: status " + name + ": " + sftpCodes[k].why}, true
		}
	}
	return Result{}, false
}

var sftpCodes = [...]struct {
	name string
	kind rung.Kind
	why  string
}{
	{"SSH_FX_NO_SUCH_FILE", premise, "the file the call names does not exist"},
	{"SSH_FX_NO_SUCH_PATH", premise, "the path the call names does not exist"},
	{"SSH_FX_PERMISSION_DENIED", denied, "the server refused the user access"},
	{"SSH_FX_BAD_MESSAGE", invalid, "the server could not parse the request"},
	{"SSH_FX_NO_CONNECTION", transient, "no connection to the server"},
	{"SSH_FX_CONNECTION_LOST", transient, "the connection to the server was lost"},
	{"SSH_FX_OP_UNSUPPORTED", premise, "the server does not support the operation: the plan must do without it"},
	{"SSH_FX_FILE_ALREADY_EXISTS", conflict, "what the call was to create already exists"},
	{"SSH_FX_WRITE_PROTECT", premise, "the file is on read-only or write-protected media"},
	{"SSH_FX_NO_MEDIA", premise, "no media in the drive"},
	{"SSH_FX_NO_SPACE_ON_FILESYSTEM", premise, "the server's file system is full"},
	{"SSH_FX_QUOTA_EXCEEDED", premise, "the user's storage quota is spent"},
	{"SSH_FX_LOCK_CONFLICT", transient, "another process holds a lock on the file now"},
	{"SSH_FX_INVALID_FILENAME", invalid, "the file name is not valid on the server"},
}
