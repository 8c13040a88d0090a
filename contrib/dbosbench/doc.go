// Package dbosbench measures rung's durable side-effecting step beside DBOS
// Transact's durable step (github.com/dbos-inc/dbos-transact-golang), on
// the same PostgreSQL server. It is a module of its own so that rung's
// module never depends on DBOS. The package has only tests and benchmarks.
package dbosbench
