# Cross build for linux-arm64 with Debian's g++-aarch64-linux-gnu and the arm64 multiarch
# development packages (cmake/setup.sh arm64 installs them). Test programs run under
# qemu-aarch64-static; its CPU (NEON only, or SVE at a vector length) comes from QEMU_CPU.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
# Programs are the build machine's; libraries, headers and CMake packages are searched for in the
# arm64 multiarch folders (/usr/lib/aarch64-linux-gnu) and the shared /usr/include.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64-static)
