package classify

// davShapeWords are WebDAV servers' refusals of how a request is built, not
// of the world it meets: a PUT whose URL names a collection, a MKCOL whose
// URL does not, a COPY or MOVE onto its own source or across repositories,
// a body or range the method does not take, a Depth the method does not
// allow (RFC 4918 9.3, 9.6.1, 9.7, 9.8.5). The status they come with says
// otherwise (nginx answers "cannot PUT to a collection" with 409, which
// reads as a conflict; x/net/webdav answers a MOVE onto itself with 403,
// which reads as a credential), so they are read before it. Each phrase is
// the server's own:
//
//   - nginx ngx_http_dav_module.c (error_log): "cannot PUT to a collection",
//     "PUT with range is unsupported", "DELETE with body is unsupported",
//     "MKCOL with body is unsupported", "MKCOL can create a collection
//     only", "\"Depth\" header must be infinity" / "must be 0 or
//     infinity", "is handled by different repository than the source
//     URI", "should be either collections or non-collections";
//   - golang.org/x/net/webdav: "webdav: destination equals source"
//     (403 for a COPY or MOVE onto itself);
//   - SabreDAV (Nextcloud, ownCloud) and jsDAV: "PUT is not allowed on
//     non-files." (409 for a PUT to a collection).
//
// A COPY or MOVE whose Destination is its own source, or lies inside it,
// is the same kind of mistake (RFC 4918 9.8.5, 9.9.4: 403), whatever the
// server calls it (set 77): nginx's `both URI ... and "Destination" URI
// ... point to the same location` and `"/a/" could not be MOVEd to
// collection "/a/b/"` (also its 409 for a collection Destination without
// a slash), Apache mod_dav's "Source and Destination URIs are the same.",
// "Source collection contains the Destination." and "Destination
// collection contains the Source and Overwrite has been specified." (409:
// overwriting the Destination would delete the source), SabreDAV's "Source
// and destination uri are identical." and "The destination may not be
// part of the same subtree as the source path."
var davShapeWords = [...]string{
	"cannot put to a collection",
	"put is not allowed on non-files",
	"can create a collection only",
	"with range is unsupported",
	"with body is unsupported",
	`"depth" header must be`,
	"handled by different repository than the source",
	"should be either collections or non-collections",
	"webdav: destination equals source",
	`" point to the same location`,
	"could not be moved to collection",
	"could not be copyed to collection",
	"source and destination uris are the same",
	"source collection contains the destination",
	"destination collection contains the source",
	"source and destination uri are identical",
	"may not be part of the same subtree as the source",
}

// davShape reports whether t holds one of davShapeWords: a WebDAV request
// built wrong, invalid whatever its status.
func davShape(t string) (Result, bool) {
	for _, w := range davShapeWords {
		if hasFold(t, w) {
			return verdict(invalid, "webdav: the server refuses how the request is built (its method's target, body, range or Depth; RFC 4918): fix the request")
		}
	}
	return Result{}, false
}
