from unodesk.app import main

raise SystemExit(main())
