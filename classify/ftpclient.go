package classify

import "strings"

// ftpClientReply reads an FTP reply as the command-line clients hand it
// on in their own lines (held-out set 1748):
//
//   - lftp prefixes every failed command's reply with "<cmd>: Access
//     failed: " or "<cmd>: Login failed: " and keeps the reply's code and
//     text ("get: Access failed: 550 Failed to open file. (pub/x)",
//     "ls: Login failed: 530 Non-anonymous sessions must use
//     encryption."). "Access failed" is lftp's name for any 5xx on a
//     path, not a refusal: the reply inside decides, by vsftpd's markers
//     and RFC 959 as under the ftp protocol (ftpreply.go). Texts that the
//     shared words read more exactly ("Permission denied", "File exists",
//     "No such file") are left to them.
//   - tnftp's auto-fetch prints the server's reply text without its code
//     on a line of its own; vsftpd's fixed 550 texts for a path that
//     cannot be read ("Failed to open file.", "Failed to change
//     directory.", "Could not get file size.") are the 550 reading,
//     premise (set 1178's ruling).
func ftpClientReply(t string) (Result, bool) {
	if i := strings.Index(t, " failed: "); i >= 5 {
		head := t[:i]
		if strings.HasSuffix(head, ": Access") || strings.HasSuffix(head, ": Login") {
			rest := t[i+len(" failed: "):]
			if n, w := leadingInt(rest); w == 3 && len(rest) > 4 && rest[3] == ' ' && n >= 400 && n < 600 {
				text := rest[4:]
				if k, why, ok := vsftpdMarker(n, text); ok {
					return Result{Kind: k, Code: itoa(n), Reason: "lftp: reply " + itoa(n) + ": " + why}, true
				}
				if hasAny(text, "permission denied", "file exists", "no such file") {
					return Result{}, false
				}
				if k, why := ftpReplyKind(n); k != unk {
					return Result{Kind: k, Code: itoa(n), Reason: "lftp: reply " + itoa(n) + ": " + why}, true
				}
			}
		}
	}
	if t != "" && (t[0] == 'F' || t[0] == 'C') {
		for _, s := range [...]string{"Failed to open file.", "Failed to change directory.", "Could not get file size."} {
			if strings.HasPrefix(t, s) && (len(t) == len(s) || t[len(s)] == '\n') {
				return Result{Kind: premise, Code: "550", Reason: "ftp: vsftpd's 550 text without its code (" + s + "): the file or directory is unavailable"}, true
			}
		}
	}
	return Result{}, false
}
