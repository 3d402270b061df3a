module github.com/kernlab/kern

go 1.26.0

require (
	github.com/ebitengine/purego v0.11.3
	github.com/google/pprof v0.0.0-20261105003125-4bf881d7fb0b
	golang.org/x/exp v0.0.0-20261009195045-ca0d7ba23607
	golang.org/x/tools v0.52.0
	gonum.org/v1/gonum v0.17.0
)

require (
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
)

tool github.com/kernlab/kern/cmd/kern
