module github.com/kernlab/kern

go 1.26.0

require (
	github.com/ebitengine/purego v0.11.3
	golang.org/x/tools v0.52.0
	gonum.org/v1/gonum v0.17.0
)

require (
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)

tool github.com/kernlab/kern/cmd/kern
