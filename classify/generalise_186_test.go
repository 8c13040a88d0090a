package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases186 runs held-out set 186: a live set of a file-sync agent's Go tools on
// Linux (os and io errors on tmpfs mounts: ENOSPC, EXDEV, ENOTEMPTY, EROFS, EEXIST, ENOENT, ELOOP,
// EMFILE under a low ulimit, EACCES/EPERM as nobody, filepath.WalkDir; net dial, DNS, TLS and
// reset errors) and nginx 1.22's dav module and proxy statuses as a net/http tool's line; labelled
// blind from the man pages, Go's and nginx's sources and RFC 4918.
// First run at a54f83c: 33/35 overall, 12/14 tricky. Fixed by class: a MKCOL to a URL without a
// trailing slash answered with nginx's own 409 page is the URL's shape, invalid
// (webdav.go nginxMkcolNoSlash).
// Tolerated: i186-os-exdev-rename: invalid vs premise; sets 7, 20, 23, 24, 33, 40, 46, 71, 84, 98,
// 102, 104, 105, 116, 151 and 160 all read EXDEV as invalid (copy instead of rename).
func TestIndependentCases186(t *testing.T) {
	runIndependent(t, "testdata/independent186.jsonl", true, "i186-os-exdev-rename")
}

// TestGeneralise186 checks set 186's class in other wordings: nginx's dav
// module refuses a MKCOL whose URL does not end in "/" with its own 409 page
// ("MKCOL can create a collection only"), whatever tool prints the line.
// Near-misses keep their kind: a MKCOL to a collection URL under a missing
// parent (nginx or RFC 4918 servers), a 409 without nginx's page, gowebdav's
// bare status, a 405 to MKCOL, and PUT to a collection.
func TestGeneralise186(t *testing.T) {
	nginx409 := "\n<html>\r\n<head><title>409 Conflict</title></head>\r\n<body>\r\n<center><h1>409 Conflict</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n"
	runWordingCases(t, []wordingCase{
		// Set 186's miss: Go net/http tool line, nginx 1.22 dav (captured live).
		{"nginx mkcol no slash (set 186)", "http", 409, "", "MKCOL http://127.0.0.1:31860/dav/albums: 409 Conflict" + nginx409, rung.KindInvalid},
		// A tool that prefixes its own verb and uses LF line ends (set 42's shape).
		{"fetch mkcol no slash, https, query", "http", 409, "", "fetch MKCOL https://files.example.test/dav/reports/2026?x=1: 409 Conflict\n<html>\n<head><title>409 Conflict</title></head>\n<body>\n<center><h1>409 Conflict</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n", rung.KindInvalid},
		// curl -X MKCOL with -w status, path only, quoted target.
		{"curl mkcol no slash", "http", 409, "", "curl -X MKCOL '/dav/new-folder' -> 409" + nginx409, rung.KindInvalid},
		// nginx error_log's own words (set 77) stay invalid.
		{"nginx error_log mkcol collection only", "", 0, "", "2026/12/03 06:52:25 [error] 13482#13482: *12 MKCOL can create a collection only, client: 127.0.0.1, server: , request: \"MKCOL /dav/albums HTTP/1.1\"", rung.KindInvalid},
		// Near-misses that keep their kind.
		// nginx MKCOL with the slash under a missing parent (sets 66, 159, 164, 186): premise.
		{"nginx mkcol slash missing parent", "http", 409, "", "MKCOL http://127.0.0.1:31860/dav/albums/2026/summer/: 409 Conflict" + nginx409, rung.KindPremise},
		// A RFC 4918 server's 409 to MKCOL without the slash (Nextcloud path, no nginx page): premise.
		{"nextcloud mkcol no slash 409", "http", 409, "", "MKCOL https://dav.example.test/remote.php/dav/files/agent/reports/2026: 409 Conflict", rung.KindPremise},
		// gowebdav's os.PathError bare status: premise.
		{"gowebdav mkdir 409", "", 0, "", "Mkdir /reports/2026: 409", rung.KindPremise},
		// nginx 405 to MKCOL: the collection exists.
		{"nginx mkcol 405", "http", 405, "", "MKCOL http://127.0.0.1:31860/dav/photos/: 405 Not Allowed\n<html>\r\n<head><title>405 Not Allowed</title></head>\r\n<body>\r\n<center><h1>405 Not Allowed</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n", rung.KindConflict},
		// PUT to a collection URL stays invalid through the shared path reader.
		{"nginx put to collection", "http", 409, "", "PUT http://127.0.0.1:31860/dav/inbox/: 409 Conflict" + nginx409, rung.KindInvalid},
		// S3's bucket PUT to "/" keeps its code's reading.
		{"s3 put bucket root", "http", 409, "BucketAlreadyOwnedByYou", "PUT https://s3.example.test/: 409 Conflict BucketAlreadyOwnedByYou", rung.KindConflict},
	})
}
