// Package tool is the home of rung's ready-made tools; it holds no code.
//
//   - tool/mcp: the tools of Model Context Protocol servers (stdio and
//     streamable HTTP), with annotation defaults and configuration overrides.
//   - tool/fs: read, list, stat and write files under one root directory.
//   - tool/http: HTTP requests with idempotency keys and classified responses.
//   - tool/sql: queries and statements on SQLite and PostgreSQL.
//
// Every tool returns its failures as *rung.Failure values with a kind, so
// the engine acts on them without classifying again; docs/tools.md maps
// each tool's errors to kinds.
package tool
