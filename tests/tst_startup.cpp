// The program starts whatever its settings say (ARCHITECTURE practice 21). Every choice the
// Settings dialog offers, and every pair of choices of two of its controls, is chosen in the
// dialog, confirmed with OK, and the program is started again (a new window after the saved
// language and notation are put in force, as main() does); every setting the program keeps,
// set to values of the wrong kind, out of range or empty, starts it too. The real program is
// started as a child process with the two-line settings file that once made it crash at every
// start, with the files an older and a newer version write, and with a damaged file.
#include "document/gamedocument.h"
#include "engines/engineconfig.h"
#include "files/gamefiles.h"
#include "game/boardoptions.h"
#include "game/gamesession.h"
#include "game/gamesetup.h"
#include "i18n/language.h"
#include "i18n/piecenotation.h"
#include "instance/instancechannel.h"
#include "mainwindow.h"
#include "settings.h"
#include "settingsdialog.h"
#include "settingswatch.h"
#include "testhome.h"
#include "windowutil.h"

#include "chess960/pgn.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QThread>

#include <csignal>
#include <map>
#include <memory>
#include <set>
#include <vector>

using namespace chess960;
using namespace chess960::ui;
using namespace windowutil;

namespace {

// One control of the Settings dialog and the values a player can give it.
struct Control {
    QString name;
    int values = 0;
};

// The dialog's controls, found in the dialog itself: a control added later is covered
// without a change here. A slider offers its ends and its middle.
std::vector<Control> controlsOf(SettingsDialog* d) {
    std::vector<Control> out;
    for (QComboBox* box : d->findChildren<QComboBox*>())
        if (!box->objectName().isEmpty()) out.push_back({box->objectName(), box->count()});
    for (QCheckBox* box : d->findChildren<QCheckBox*>())
        if (!box->objectName().isEmpty()) out.push_back({box->objectName(), 2});
    for (QSlider* s : d->findChildren<QSlider*>())
        if (!s->objectName().isEmpty()) out.push_back({s->objectName(), 3});
    return out;
}

using Row = std::vector<int>; // a value index per control

// Rows in which every value of every control and every pair of values of two controls
// appears at least once (greedy all-pairs: each row takes, control by control, the value that
// covers most pairs not yet covered). Deterministic: the same rows every run.
std::vector<Row> allPairs(const std::vector<Control>& controls) {
    const size_t n = controls.size();
    // uncovered[{i, a, j, b}] for i < j
    std::set<std::tuple<size_t, int, size_t, int>> uncovered;
    for (size_t i = 0; i < n; ++i)
        for (size_t j = i + 1; j < n; ++j)
            for (int a = 0; a < controls[i].values; ++a)
                for (int b = 0; b < controls[j].values; ++b) uncovered.insert({i, a, j, b});
    std::vector<Row> rows;
    while (!uncovered.empty()) {
        // The row starts from the first pair still uncovered, so that each row covers it.
        const auto [fi, fa, fj, fb] = *uncovered.begin();
        Row row(n, -1);
        row[fi] = fa;
        row[fj] = fb;
        for (size_t k = 0; k < n; ++k) {
            if (row[k] >= 0) continue;
            int best = 0, bestGain = -1;
            for (int v = 0; v < controls[k].values; ++v) {
                int gain = 0;
                for (size_t m = 0; m < n; ++m) {
                    if (m == k || row[m] < 0) continue;
                    const auto key =
                        m < k ? std::tuple{m, row[m], k, v} : std::tuple{k, v, m, row[m]};
                    gain += int(uncovered.count(key));
                }
                if (gain > bestGain) {
                    best = v;
                    bestGain = gain;
                }
            }
            row[k] = best;
        }
        for (size_t i = 0; i < n; ++i)
            for (size_t j = i + 1; j < n; ++j) uncovered.erase({i, row[i], j, row[j]});
        rows.push_back(row);
    }
    return rows;
}

SettingsDialog* openSettings(MainWindow& w) {
    action(w, "settings")->trigger();
    auto* d = w.findChild<SettingsDialog*>();
    if (!d || !d->isVisible()) qFatal("the settings dialog is not open");
    return d;
}

void setControl(SettingsDialog* d, const QString& name, int value) {
    if (auto* box = d->findChild<QComboBox*>(name)) {
        box->setCurrentIndex(value);
    } else if (auto* check = d->findChild<QCheckBox*>(name)) {
        check->setChecked(value == 1);
    } else if (auto* slider = d->findChild<QSlider*>(name)) {
        slider->setValue(slider->minimum() + (slider->maximum() - slider->minimum()) * value / 2);
    } else {
        qFatal("no control %s", qPrintable(name));
    }
}

// What main() does: the saved language and notation in force, the window built and shown,
// its start-up run (no question about an unfinished game).
std::unique_ptr<MainWindow> startProgram() {
    applySavedTextSettings();
    auto w = std::make_unique<MainWindow>();
    w->show();
    MainWindow::StartRequest request;
    request.fresh = true;
    w->startUp(request);
    QCoreApplication::processEvents();
    return w;
}

// The program's process has started when it waits for events: its processor time stands
// still for half a second (at most `limitMs`). False if it ended first.
bool waitUntilIdle(QProcess& p, int limitMs) {
    const QString stat = QStringLiteral("/proc/%1/stat").arg(p.processId());
    qint64 last = -1;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < limitMs) {
        if (p.state() != QProcess::Running) return false;
        QFile f(stat);
        if (!f.open(QIODevice::ReadOnly)) return false;
        // Fields 14 and 15 after the command's closing parenthesis: user and system time.
        const QByteArray text = f.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        const qint64 used =
            fields.size() > 12 ? fields[11].toLongLong() + fields[12].toLongLong() : -1;
        if (used == last && timer.elapsed() > 1500) return p.state() == QProcess::Running;
        last = used;
        p.waitForFinished(500);
    }
    return p.state() == QProcess::Running;
}

// The system's folder for temporary files, as it was when the suite started.
const QString& systemTemp() {
    static const QString folder = QDir::tempPath();
    return folder;
}

// The folder for the temporary files of the suite and of the programs it starts (TMPDIR, set
// when the suite starts): what a killed copy leaves there (its socket for other copies, a
// half-written temporary file) goes with the run.
QString programTemp() {
    (void)systemTemp();
    static QTemporaryDir folder;
    return folder.path();
}

// Starts the real program with its settings in config and its data in data (a profile of its
// own), without a display.
void startProgram(QProcess& p, const QTemporaryDir& config, const QTemporaryDir& data,
                  const QStringList& args, const QString& folder = {}) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    env.insert(QStringLiteral("TMPDIR"), programTemp());
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (!folder.isEmpty()) p.setWorkingDirectory(folder);
    p.start(QStringLiteral(CHESS960_DESKTOP), args);
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Settings files Qt's INI reader does not read whole, each with [board] theme=walnut readable.
void damagedFileRows() {
    QTest::addColumn<QByteArray>("file");
    QTest::newRow("no equals") << QByteArray("[board]\ntheme=walnut\nno equals sign here\n");
    QTest::newRow("slash") << QByteArray("[board]\n/pieceSet=classic\ntheme=walnut\n");
    QTest::newRow("no name") << QByteArray("=-5\n[board]\ntheme=walnut\n");
    QTest::newRow("open section") << QByteArray("[board]\ntheme=walnut\n[newGame\nlevel=4\n");
}

} // namespace

class TestStartup : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

    // The settings a player's use of the program leaves: every writer run once, with values
    // other than the defaults.
    static QStringList writeEverySetting() {
        QSettings().clear();
        BoardSettings b;
        b.pieceSet = QStringLiteral("simple");
        b.theme = QStringLiteral("slate");
        b.notation = QStringLiteral("figurine");
        b.animationMs = 100;
        b.sounds = false;
        b.save();
        saveLanguage(QStringLiteral("de"));
        GameSetup setup;
        setup.start = GameSetup::Start::Number;
        setup.number = 89;
        setup.timeControl = TimeControl{180000, 2000};
        setup.save();
        addRecentFile(QStringLiteral("/tmp/none.pgn"));
        EngineConfig engine;
        engine.name = QStringLiteral("Stockfish");
        engine.path = QStringLiteral("/usr/games/stockfish");
        EngineStore::add(engine);
        QSettings().setValue(QStringLiteral("practice/stats"), QStringLiteral("1 2 3"));
        QSettings s;
        s.sync();
        return s.allKeys();
    }

private slots:
    void initTestCase() {
        testhome::isolate();
        QCoreApplication::setOrganizationName("Chess960 tests");
        QCoreApplication::setApplicationName("tst_startup");
        QVERIFY(home_.isValid());
        // The copy this suite plays in its own process listens where the copies it starts look.
        qputenv("TMPDIR", QFile::encodeName(programTemp()));
    }
    void init() { QSettings().clear(); }
    void cleanup() {
        QSettings().clear();
        applyLanguage(QStringLiteral("en"));
        setPieceNotation(PieceNotation::Language);
    }

    // The crash this suite was made for: notation chosen, the program started again.
    void figurinesChosenStartsAgain() {
        {
            auto w = startProgram();
            SettingsDialog* d = openSettings(*w);
            auto* notation = d->findChild<QComboBox*>(QStringLiteral("notation"));
            QVERIFY(notation);
            notation->setCurrentIndex(notation->findData(QStringLiteral("figurine")));
            QTest::mouseClick(d->findChild<QDialogButtonBox*>(QStringLiteral("buttons"))
                                  ->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
            QCOMPARE(QSettings().value("board/notation").toString(), QStringLiteral("figurine"));
        }
        setPieceNotation(PieceNotation::Language); // a new process knows nothing of it
        auto w = startProgram();
        QVERIFY(w->isVisible());
        QCOMPARE(pieceNotation(), PieceNotation::Figurine);
        QCOMPARE(w->options()->settings().notation, QStringLiteral("figurine"));
    }

    // The window built before the saved notation is in force (a test, an embedding, a start
    // that skipped main's first step) puts it in force itself and does not die on it.
    void windowBuiltBeforeTheNotationIsInForce() {
        for (const char* key : {"english", "figurine"}) {
            BoardSettings b;
            b.notation = QString::fromLatin1(key);
            b.save();
            setPieceNotation(PieceNotation::Language);
            auto w = std::make_unique<MainWindow>();
            w->show();
            QCoreApplication::processEvents();
            QCOMPARE(pieceNotationKey(pieceNotation()), QString::fromLatin1(key));
            QVERIFY(!w->menuBar()->actions().isEmpty());
        }
    }

    void everyPairOfDialogChoicesStartsTheProgram() {
        std::vector<Control> controls;
        {
            auto w = startProgram();
            controls = controlsOf(openSettings(*w));
        }
        QVERIFY(controls.size() >= 12); // pieces, colours, animation, 7 boxes, volume, language...
        const std::vector<Row> rows = allPairs(controls);
        // Every value of every control is in some row.
        for (size_t k = 0; k < controls.size(); ++k)
            for (int v = 0; v < controls[k].values; ++v) {
                bool found = false;
                for (const Row& r : rows) found = found || r[k] == v;
                QVERIFY2(found, qPrintable(controls[k].name));
            }
        qInfo("%zu controls, %zu rows cover every pair of their values", controls.size(),
              rows.size());
        auto w = startProgram();
        for (size_t r = 0; r < rows.size(); ++r) {
            SettingsDialog* d = openSettings(*w);
            for (size_t k = 0; k < controls.size(); ++k)
                setControl(d, controls[k].name, rows[r][k]);
            const BoardSettings chosen = d->settings();
            const QString language = d->language();
            QTest::mouseClick(d->findChild<QDialogButtonBox*>(QStringLiteral("buttons"))
                                  ->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
            // Quit, and start again in a new "process": nothing in force but the file.
            w.reset();
            applyLanguage(QStringLiteral("en"));
            setPieceNotation(PieceNotation::Language);
            w = startProgram();
            const QString why = QStringLiteral("row %1").arg(r);
            QVERIFY2(w->isVisible(), qPrintable(why));
            const BoardSettings now = w->options()->settings();
            QCOMPARE(now.notation, chosen.notation);
            QCOMPARE(now.pieceSet, chosen.pieceSet);
            QCOMPARE(now.theme, chosen.theme);
            QCOMPARE(now.animationMs, chosen.animationMs);
            QCOMPARE(now.confirmMoves, chosen.confirmMoves);
            QCOMPARE(now.soundVolume, chosen.soundVolume);
            QCOMPARE(pieceNotationKey(pieceNotation()), chosen.notation);
            if (!language.isEmpty()) QCOMPARE(activeLanguage(), language);
        }
    }

    // Every key the program keeps, one at a time and all at once, set to a value of the wrong
    // kind, out of range, empty or absurdly long: the program starts, with defaults where a
    // value cannot be read.
    void damagedValuesStartTheProgram_data() {
        QTest::addColumn<QVariant>("garbage");
        QTest::newRow("text") << QVariant(QStringLiteral("garbage"));
        QTest::newRow("empty") << QVariant(QString());
        QTest::newRow("negative") << QVariant(-2147483647);
        QTest::newRow("huge") << QVariant(Q_INT64_C(9223372036854775807));
        QTest::newRow("list") << QVariant(QStringList{QStringLiteral("a"), QStringLiteral("b")});
        QTest::newRow("map") << QVariant(QVariantMap{{QStringLiteral("x"), 1}});
        QTest::newRow("long") << QVariant(QString(100000, QLatin1Char('x')));
        QTest::newRow("true") << QVariant(true);
    }
    void damagedValuesStartTheProgram() {
        QFETCH(QVariant, garbage);
        const QStringList keys = writeEverySetting();
        QVERIFY(keys.size() >= 20);
        QVERIFY(keys.contains(QStringLiteral("board/notation")));
        for (const QString& key : keys) {
            writeEverySetting();
            QSettings().setValue(key, garbage);
            setPieceNotation(PieceNotation::Language);
            auto w = startProgram();
            QVERIFY2(w->isVisible(), qPrintable(key));
        }
        writeEverySetting();
        for (const QString& key : keys) QSettings().setValue(key, garbage);
        auto w = startProgram();
        QVERIFY(w->isVisible());
        QCOMPARE(pieceNotation(), PieceNotation::Language); // unreadable: the default
    }

    // The real program, started as a player starts it, with a settings file as found on disk.
    void theProgramStartsWithThisSettingsFile_data() {
        QTest::addColumn<QByteArray>("file");
        QTest::newRow("figurines") << QByteArray("[board]\nnotation=figurine\n");
        QTest::newRow("English letters") << QByteArray("[board]\nnotation=english\n");
        QTest::newRow("language's letters, German")
            << QByteArray("[board]\nnotation=language\n[ui]\nlanguage=de\n");
        QTest::newRow("older version: a few keys")
            << QByteArray("[board]\npieceSet=classic\nflipped=true\n[newGame]\nlevel=5\n");
        QTest::newRow("newer version: keys and values unknown here")
            << QByteArray("[board]\nnotation=figurine-large\npieceSet=staunton3d\ntheme=ocean\n"
                          "animationMs=fast\n[ui]\nlanguage=tlh\n[newGame]\nopponent=7\n"
                          "start=9\nnumber=5000\n[cloud]\nsync=true\n");
        QTest::newRow("damaged") << QByteArray(
            "[board\nnotation=\x01\x02\xff\xfe\n==\n[]\n@Variant(\\0\\0\\x7f)\n"
            "[engines]\nx\\name=@Invalid()\n");
    }
    void theProgramStartsWithThisSettingsFile() {
        QFETCH(QByteArray, file);
        QTemporaryDir config, data;
        QVERIFY(QDir().mkpath(config.filePath(QStringLiteral("Chess960"))));
        QFile conf(config.filePath(QStringLiteral("Chess960/chess960.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write(file);
        conf.close();
        QProcess p;
        startProgram(p, config, data, {QStringLiteral("--new")});
        QVERIFY(p.waitForStarted(10000));
        const bool up = waitUntilIdle(p, 60000);
        if (!up) qWarning("ended with status %d, code %d", int(p.exitStatus()), p.exitCode());
        QVERIFY2(up, "the program did not start");
        p.kill();
        p.waitForFinished(10000);
    }

    // The program's settings format (useCheckedSettingsFormat) is Qt's INI in the same file:
    // each of the files above reads as Qt reads it, and what it writes Qt reads back the same.
    void checkedFormatKeepsQtsIni() {
        useCheckedSettingsFormat();
        const QSettings::Format checked = QSettings::defaultFormat();
        QVERIFY(checked != QSettings::NativeFormat && checked != QSettings::IniFormat);
        QTemporaryDir dir;
        const auto valuesOf = [](const QString& path, QSettings::Format format) {
            QSettings s(path, format);
            std::map<QString, QVariant> out;
            for (const QString& key : s.allKeys()) out[key] = s.value(key);
            return out;
        };
        for (const QByteArray& file :
             {QByteArray("[board]\nnotation=figurine\n"),
              QByteArray("[board]\npieceSet=classic\nflipped=true\n[newGame]\nlevel=5\n"),
              QByteArray("[board]\nnotation=figurine-large\n[cloud]\nsync=true\n"),
              QByteArray("[board\nnotation=\x01\x02\xff\xfe\n==\n[]\n@Variant(\\0\\0\\x7f)\n"
                         "[engines]\nx\\name=@Invalid()\n")}) {
            const QString path = dir.filePath(QStringLiteral("read.conf"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(file);
            f.close();
            QCOMPARE(valuesOf(path, checked), valuesOf(path, QSettings::IniFormat));
        }
        const QString path = dir.filePath(QStringLiteral("written.conf"));
        const std::map<QString, QVariant> wanted = {
            {QStringLiteral("board/notation"), QStringLiteral("figurine")},
            {QStringLiteral("board/animationMs"), 180},
            {QStringLiteral("board/flipped"), true},
            {QStringLiteral("files/recent"),
             QStringList{QStringLiteral("/home/a b/ä.pgn"), QStringLiteral("c,d.pgn")}},
            {QStringLiteral("window/geometry"), QByteArray("\x01\x00\xff geometry", 13)},
            {QStringLiteral("engines/Stock fish\\x/path"), QStringLiteral("/usr/games/stockfish")},
            {QStringLiteral("ui/language"), QStringLiteral("de")},
        };
        {
            QSettings s(path, checked);
            for (const auto& [key, value] : wanted) s.setValue(key, value);
            s.sync();
            QCOMPARE(s.status(), QSettings::NoError);
        }
        QCOMPARE(valuesOf(path, QSettings::IniFormat).size(), wanted.size());
        for (const auto& [key, value] : wanted) {
            QCOMPARE(QSettings(path, QSettings::IniFormat).value(key), value);
            QCOMPARE(QSettings(path, checked).value(key), value);
        }
    }

    // With the system's temporary folder unusable (full, or no folder), the settings were
    // neither read (the program started with every choice forgotten, and said nothing) nor
    // written: their text passes through a temporary file. It is made beside the settings file
    // then, and nothing of it is left there.
    void theSettingsDoNotNeedTheTemporaryFolder() {
        useCheckedSettingsFormat();
        const QSettings::Format checked = QSettings::defaultFormat();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chess960.conf"));
        const QString notAFolder = dir.filePath(QStringLiteral("tmp"));
        for (const auto& [name, bytes] : {std::pair{path, QByteArray("[ui]\nlanguage=de\n")},
                                          std::pair{notAFolder, QByteArray("a file")}}) {
            QFile f(name);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const QByteArray before = qgetenv("TMPDIR");
        const bool wasSet = qEnvironmentVariableIsSet("TMPDIR");
        const auto restore = qScopeGuard([&] {
            if (wasSet)
                qputenv("TMPDIR", before);
            else
                qunsetenv("TMPDIR");
        });
        qputenv("TMPDIR", QFile::encodeName(notAFolder));
        QVERIFY(!QTemporaryFile().open()); // no temporary file can be made there
        {
            QSettings s(path, checked);
            QCOMPARE(s.value("ui/language").toString(), QStringLiteral("de"));
            s.setValue("board/flipped", true);
            s.sync();
            QCOMPARE(s.status(), QSettings::NoError);
        }
        const QSettings written(path, QSettings::IniFormat);
        QCOMPARE(written.value("board/flipped").toBool(), true);
        QCOMPARE(written.value("ui/language").toString(), QStringLiteral("de"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot),
                 (QStringList{QStringLiteral("chess960.conf"), QStringLiteral("tmp")}));
    }

    // A settings file with a line Qt's INI reader cannot read (here one without "=", as an edit
    // by hand leaves it) was never written again: every choice the player made afterwards was
    // lost, run after run. The file as it was is kept beside it, what could be read is used,
    // and choices are saved again; a second run does not copy the same file twice.
    void aDamagedSettingsFileIsKeptAsideAndWrittenAgain() {
        useCheckedSettingsFormat();
        const QSettings::Format checked = QSettings::defaultFormat();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("damaged.conf"));
        const QByteArray damaged("[board]\nanimationMs=300\nthis line has no equals sign\n");
        for (int run = 0; run < 2; ++run) {
            {
                QFile f(path);
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                f.write(damaged);
            }
            {
                QSettings s(path, checked);
                QCOMPARE(s.value("board/animationMs").toInt(), 300); // what could be read
                s.setValue("board/flipped", true);
                s.sync();
                QCOMPARE(s.status(), QSettings::NoError);
            }
            const QSettings written(path, QSettings::IniFormat);
            QCOMPARE(written.status(), QSettings::NoError);
            QCOMPARE(written.value("board/flipped").toBool(), true);
            QCOMPARE(written.value("board/animationMs").toInt(), 300);
            QFile copy(takeDamagedSettingsCopy());
            QCOMPARE(copy.fileName(), path + QStringLiteral(".damaged"));
            QVERIFY(copy.open(QIODevice::ReadOnly));
            QCOMPARE(copy.readAll(), damaged);
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2);
    }

    // A key Qt's reader hands over as written ("/pieceSet" in [board]), where no one can ask
    // for it, and writes as "board/pieceSet", made every later write fail the check of what
    // was written: a choice changed was not saved. So did a key without a name ("=-5" before
    // any section), which Qt reads and will not write. The file is kept aside, the rest is
    // used. (The rows are every damaged file of these tests: a line without "=" and a section
    // not closed as well.)
    void aKeyNoOneCanReadDoesNotStopTheWrites_data() { damagedFileRows(); }
    void aKeyNoOneCanReadDoesNotStopTheWrites() {
        QFETCH(QByteArray, file);
        useCheckedSettingsFormat();
        const QSettings::Format checked = QSettings::defaultFormat();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("keys.conf"));
        QVERIFY(writeBytes(path, file));
        {
            QSettings s(path, checked);
            QCOMPARE(s.value("board/theme").toString(), QStringLiteral("walnut"));
            s.setValue("board/flipped", true);
            s.sync();
            QCOMPARE(s.status(), QSettings::NoError);
        }
        const QSettings written(path, QSettings::IniFormat);
        QCOMPARE(written.value("board/flipped").toBool(), true);
        QCOMPARE(written.value("board/theme").toString(), QStringLiteral("walnut"));
        QFile copy(takeDamagedSettingsCopy());
        QCOMPARE(copy.fileName(), path + QStringLiteral(".damaged"));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), file);
    }

    // A damaged file read and no choice changed stayed damaged: a program ended before its
    // first write (killed, crashed, the machine off) read it damaged at its next start and told
    // the player again. Once the copy is kept, the file is written again at once from what
    // could be read, and a later read is whole.
    void aDamagedSettingsFileIsWrittenCleanAtTheFirstRead_data() { damagedFileRows(); }
    void aDamagedSettingsFileIsWrittenCleanAtTheFirstRead() {
        QFETCH(QByteArray, file);
        useCheckedSettingsFormat();
        const QSettings::Format checked = QSettings::defaultFormat();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("read.conf"));
        QVERIFY(writeBytes(path, file));
        {
            const QSettings s(path, checked);
            QCOMPARE(s.value("board/theme").toString(), QStringLiteral("walnut"));
        }
        QFile copy(takeDamagedSettingsCopy());
        QCOMPARE(copy.fileName(), path + QStringLiteral(".damaged"));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), file);
        // The file itself, read afresh as the next start reads it (under other names: Qt keeps
        // a file read in a cache by its name alone, whatever the format): whole, with what
        // could be read.
        const QString again = dir.filePath(QStringLiteral("again.conf"));
        QVERIFY(QFile::copy(path, again));
        {
            const QSettings s(again, checked);
            QCOMPARE(s.value("board/theme").toString(), QStringLiteral("walnut"));
            QCOMPARE(s.status(), QSettings::NoError);
        }
        QCOMPARE(takeDamagedSettingsCopy(), QString());
        QVERIFY(!QFile::exists(again + QStringLiteral(".damaged")));
        const QString plainCopy = dir.filePath(QStringLiteral("plain.conf"));
        QVERIFY(QFile::copy(path, plainCopy));
        const QSettings plain(plainCopy, QSettings::IniFormat);
        QCOMPARE(plain.status(), QSettings::NoError);
        QCOMPARE(plain.value("board/theme").toString(), QStringLiteral("walnut"));
    }

    // A clock read from the settings is one the program can run: a negative increment took
    // time away with each move, a base of years overflowed the clock's sums.
    void aSetUpsClockIsOneThatCanRun() {
        QSettings s;
        s.setValue("newGame/baseMs", Q_INT64_C(9223372036854775807));
        s.setValue("newGame/incrementMs", -5000);
        s.setValue("newGame/oddsBaseMs", 10);
        s.setValue("newGame/oddsIncrementMs", 86400000);
        const GameSetup setup = GameSetup::load();
        QVERIFY(setup.timeControl && setup.oddsClock);
        QCOMPARE(setup.timeControl->baseMs, kMaxClockBaseMs);
        QCOMPARE(setup.timeControl->incrementMs, qint64(0));
        QCOMPARE(setup.oddsClock->baseMs, kMinClockBaseMs);
        QCOMPARE(setup.oddsClock->incrementMs, kMaxClockIncrementMs);
        s.setValue("newGame/baseMs", 0);
        QVERIFY(!GameSetup::load().timeControl);
        QVERIFY(!GameSetup::load().oddsClock);
        s.remove("newGame");
    }

    // The player is told at start, once, where the file as it was is kept.
    void aDamagedSettingsFileIsToldAtStart() {
        useCheckedSettingsFormat();
        const QString path = QSettings().fileName();
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("[board]\nflipped=true\n[newGame\nlevel=4\nno equals sign here\n");
        }
        auto w = startProgram();
        QVERIFY(w->options()->settings().flipped); // what could be read is used
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = w->findChild<QMessageBox*>(QStringLiteral("damagedSettings"))));
        QVERIFY2(box->text().contains(path + QStringLiteral(".damaged")), qPrintable(box->text()));
        QVERIFY(QFile::exists(path + QStringLiteral(".damaged")));
        box->close();
        auto again = startProgram();
        QCoreApplication::processEvents();
        QVERIFY(!again->findChild<QMessageBox*>(QStringLiteral("damagedSettings")));
        QFile::remove(path + QStringLiteral(".damaged"));
    }

    // Choices that cannot reach the settings file (a full disk, a folder that cannot be
    // written) were lost without a word. The window says so once, naming the file, and says
    // when it can be written again; the choice made meanwhile is then in it.
    void settingsThatCannotBeSavedAreSaid() {
        useCheckedSettingsFormat();
        const QString path = QSettings().fileName();
        QFile::remove(path);
        QVERIFY(QDir().mkpath(path)); // a folder where the file goes: it cannot be written
        const auto restore = qScopeGuard([&] { QDir(path).removeRecursively(); });
        auto w = startProgram();
        auto* watch = w->findChild<SettingsWatch*>(QStringLiteral("settingsWatch"));
        QVERIFY(watch);
        auto* flip = w->findChild<QAction*>(QStringLiteral("flipBoard"));
        QVERIFY(flip);
        const bool flipped = !flip->isChecked();
        flip->trigger();
        watch->check();
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = w->findChild<QMessageBox*>(QStringLiteral("settingsNotSaved"))));
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(path)), qPrintable(box->text()));
        QVERIFY2(box->text().contains(QStringLiteral("cannot be written")),
                 qPrintable(box->text()));
        box->close();
        QTRY_VERIFY(!w->findChild<QMessageBox*>(QStringLiteral("settingsNotSaved")));
        watch->check(); // said once
        QCoreApplication::processEvents();
        QVERIFY(!w->findChild<QMessageBox*>(QStringLiteral("settingsNotSaved")));
        // The file can be written again: said, and the choice is in it.
        QVERIFY(QDir(path).removeRecursively());
        watch->check();
        QCOMPARE(w->statusBar()->currentMessage(),
                 QStringLiteral("The settings file can be written again."));
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray text = written.readAll();
        QVERIFY2(text.contains(flipped ? "flipped=true" : "flipped=false"), text.constData());
    }

    // --- two copies on one profile (InstanceChannel) ---

    // The program started again on the same profile with a file hands it to the copy that runs
    // and ends; that copy opens it, asking first over a game in progress.
    void aSecondCopyHandsItsFileToTheFirst() {
        QTemporaryDir config, data, files;
        const QString name =
            InstanceChannel::nameFor(config.filePath(QStringLiteral("Chess960/chess960.conf")));
        MainWindow w;
        InstanceChannel channel;
        connect(&channel, &InstanceChannel::requested, &w, [&w](const QStringList& message) {
            w.takeOver(MainWindow::StartRequest::fromMessage(message));
        });
        QVERIFY(channel.listen(name));
        w.session()->newGame(518);
        playSans(w.session(), {"e4"}); // a game in progress, in no file
        const QString pgn = files.filePath(QStringLiteral("sp42.pgn"));
        {
            QFile f(pgn);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(writePgn(*Game::fromStartNumber(42)).c_str());
        }
        const auto secondCopy = [&](QProcess& p) {
            // A path relative to where it was started: the first copy gets it whole.
            startProgram(p, config, data, {QStringLiteral("sp42.pgn")}, files.path());
        };
        {
            // Kept: the first copy asked, the game stays; the second copy has ended all the same.
            windowutil::Answer keep("replaceGame", QMessageBox::Cancel);
            QProcess p;
            secondCopy(p);
            QTRY_VERIFY_WITH_TIMEOUT(p.state() == QProcess::NotRunning, 20000);
            QCOMPARE(p.exitCode(), 0);
            // The message may reach the first copy, and its file be read, after the second ends.
            QTRY_VERIFY_WITH_TIMEOUT(keep.asked(), 20000);
            QCOMPARE(w.session()->game().startNumber(), 518);
            QCOMPARE(w.session()->game().plyCount(), 1);
        }
        {
            windowutil::Answer discard("replaceGame", QMessageBox::Discard);
            QProcess p;
            secondCopy(p);
            QTRY_VERIFY_WITH_TIMEOUT(p.state() == QProcess::NotRunning, 20000);
            QCOMPARE(p.exitCode(), 0);
            QTRY_COMPARE_WITH_TIMEOUT(w.document()->filePath(), pgn, 20000);
            QCOMPARE(w.session()->game().startNumber(), 42);
        }
        // Another profile's channel is another.
        QVERIFY(name != InstanceChannel::nameFor(files.filePath(QStringLiteral("other.conf"))));
    }

    // A copy that crashed leaves its socket behind: the next copy starts all the same, listens
    // in its place, and a third hands over to it.
    void aCrashedCopyLeavesNoObstacle() {
        QTemporaryDir config, data;
        const auto start = [&](QProcess& p, const QStringList& args) {
            startProgram(p, config, data, args);
            return p.waitForStarted(10000);
        };
        QProcess first;
        QVERIFY(start(first, {QStringLiteral("--new")}));
        QVERIFY2(waitUntilIdle(first, 60000), "the first copy did not start");
        ::kill(pid_t(first.processId()), SIGKILL);
        first.waitForFinished(10000);
        // Its socket is left in the run's folder for temporary files, not in the system's,
        // where every killed copy of every run left one.
        const QString socket =
            InstanceChannel::nameFor(config.filePath(QStringLiteral("Chess960/chess960.conf")));
        QVERIFY2(QFileInfo::exists(QDir(programTemp()).filePath(socket)), qPrintable(socket));
        QVERIFY2(!QFileInfo::exists(QDir(systemTemp()).filePath(socket)), qPrintable(socket));
        QProcess second;
        QVERIFY(start(second, {QStringLiteral("--new")}));
        QVERIFY2(waitUntilIdle(second, 60000), "the copy after a crash did not start");
        QProcess third;
        QVERIFY(start(third, {QStringLiteral("--sp"), QStringLiteral("7")}));
        QVERIFY(third.waitForFinished(20000));
        QCOMPARE(third.exitCode(), 0);
        QCOMPARE(second.state(), QProcess::Running);
        second.kill();
        second.waitForFinished(10000);
    }
};

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
