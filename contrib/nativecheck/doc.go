// Package nativecheck checks classify.Error against error values made by
// the real libraries whose error types package classify reads by package
// path, type name and reflection, without importing them: the Google API
// Go clients (*googleapi.Error), mattn/go-sqlite3 (sqlite3.Error, cgo), the
// AWS SDK v2 (smithy-go's API errors) and grpc-go (status errors with
// google.rpc details, over a real connection). The core module's tests use
// look-alike types for these; a field renamed upstream fails these tests
// instead. It is a module of its own so that the core module never
// requires the libraries.
//
// Every error comes from a real client talking to a local server: an
// httptest server sending each service's documented error bodies, an
// in-process gRPC server on a bufconn, real SQLite files. The tests need
// cgo (CGO_ENABLED=1, the default where a C compiler is installed, and
// required by -race anyway).
//
//	go test -race ./...
package nativecheck
