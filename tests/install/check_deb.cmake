# Builds the Debian package with cpack from a built tree and checks it with dpkg-deb: one .deb
# named for the version and the machine's architecture, the three programs, the translations,
# the desktop entry and the icon under /usr, and Qt 6's libraries among its Depends.
#   cmake -DBUILD_DIR=<build> -DCPACK=<cpack> -DOUT=<scratch dir> -DVERSION=<version> -P check_deb.cmake
foreach(var BUILD_DIR CPACK OUT VERSION)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_deb.cmake needs -D${var}=...")
    endif()
endforeach()
find_program(DPKG_DEB dpkg-deb)
find_program(DPKG dpkg)
if(NOT DPKG_DEB OR NOT DPKG)
    message(FATAL_ERROR "dpkg-deb is missing: the package check runs on Debian")
endif()

file(REMOVE_RECURSE "${OUT}")
execute_process(COMMAND "${CPACK}" -G DEB -B "${OUT}" --config "${BUILD_DIR}/CPackConfig.cmake"
                WORKING_DIRECTORY "${BUILD_DIR}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cpack -G DEB failed (${rc}):\n${out}")
endif()
execute_process(COMMAND "${DPKG}" --print-architecture OUTPUT_VARIABLE arch
                OUTPUT_STRIP_TRAILING_WHITESPACE)
file(GLOB debs "${OUT}/*.deb")
set(expected "${OUT}/chess960_${VERSION}_${arch}.deb")
if(NOT debs STREQUAL expected)
    message(FATAL_ERROR "cpack made '${debs}', not ${expected}")
endif()

set(failures "")
macro(fail text)
    string(APPEND failures "  ${text}\n")
endmacro()

execute_process(COMMAND "${DPKG_DEB}" -c "${expected}" OUTPUT_VARIABLE listing RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "dpkg-deb -c could not read ${expected}")
endif()
message(STATUS "dpkg-deb -c ${expected}:\n${listing}")
set(files
    usr/bin/chess960 usr/bin/chess960-engine usr/bin/chess960-cli usr/bin/chess960-boardsim
    usr/share/applications/chess960.desktop
    usr/share/icons/hicolor/scalable/apps/chess960.svg)
foreach(lang de fr es it ru pl)
    list(APPEND files usr/share/chess960/translations/chess960_${lang}.qm)
endforeach()
foreach(file IN LISTS files)
    # "-rwxr-xr-x root/root  1234 2026-01-01 00:00 ./usr/bin/chess960"
    string(REPLACE "." "\\." pattern "${file}")
    if(NOT listing MATCHES " \\./${pattern}\n")
        fail("missing /${file}")
    endif()
endforeach()
foreach(program chess960 chess960-engine chess960-cli chess960-boardsim)
    if(NOT listing MATCHES "-rwxr-xr-x [^\n]* \\./usr/bin/${program}\n")
        fail("/usr/bin/${program} is not an executable for everyone")
    endif()
endforeach()
# Nothing outside /usr: a package must not write into /usr/local, /opt or the build's paths.
string(REGEX MATCHALL " \\./[^\n]*" entries "${listing}")
foreach(entry IN LISTS entries)
    if(NOT entry MATCHES "^ \\./(usr(/.*)?)?$")
        fail("outside /usr:${entry}")
    endif()
endforeach()

execute_process(COMMAND "${DPKG_DEB}" -f "${expected}" Package Version Architecture Section
                        Depends Maintainer Description
                OUTPUT_VARIABLE fields)
message(STATUS "control fields:\n${fields}")
if(NOT fields MATCHES "Package: chess960\n")
    fail("Package is not chess960")
endif()
if(NOT fields MATCHES "Version: ${VERSION}\n")
    fail("Version is not ${VERSION}")
endif()
if(NOT fields MATCHES "Section: games\n")
    fail("Section is not games")
endif()
string(REGEX MATCH "Depends: [^\n]*" depends "${fields}")
foreach(lib libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6multimedia6
            libqt6printsupport6 libqt6serialport6 libstdc++6 libc6)
    string(REPLACE "+" "\\+" pattern "${lib}")
    if(NOT depends MATCHES "(^Depends: |, )${pattern}( |,|$)")
        fail("Depends lacks ${lib}: ${depends}")
    endif()
endforeach()

if(failures)
    message(FATAL_ERROR "package check failed:\n${failures}")
endif()
message(STATUS "package ${expected}: programs, translations, .desktop, icon; ${depends}")
