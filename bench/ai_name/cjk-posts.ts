/**
 * Posts written in Chinese, Japanese and Korean, as people post about pets, food, weather, memes and
 * events, each with the tickers that say what it is about (its key noun in English or romanised).
 * Written for this repository. `tune` posts may guide changes to the namer; `check` posts only measure.
 */
export interface CjkNamingPost {
  text: string;
  /** Tickers that say what the post is about. */
  about: string[];
  split: 'tune' | 'check';
}

const CAT = ['CAT', 'NEKO', 'KITTY', 'KITTEN', 'MAO', 'GOYANGI'];
const DOG = ['DOG', 'PUPPY', 'DOGGY', 'INU', 'GOU', 'GANGAJI'];

export const CJK_NAMING_POSTS: CjkNamingPost[] = [
  // Chinese
  { text: '我的猫今天把圣诞树推倒了', about: CAT, split: 'tune' },
  { text: '动物园的熊猫宝宝第一次吃竹子，太可爱了', about: ['PANDA', 'XIONGMAO'], split: 'tune' },
  { text: '我家金鱼今天死了，好难过', about: ['GOLDFISH', 'JINYU'], split: 'check' },
  { text: '下雪了！第一次看到这么大的雪', about: ['SNOW', 'XUE'], split: 'tune' },
  { text: '冬天就应该吃火锅，辣到流眼泪', about: ['HOTPOT', 'HUOGUO'], split: 'check' },
  { text: '这只柯基的屁股太圆了哈哈哈', about: ['CORGI', 'KEJI'], split: 'tune' },
  { text: '狗狗币永远不死，我们一起去月球吧兄弟们', about: [...DOG, 'DOGE', 'MOON'], split: 'check' },
  { text: '台风又来了，大家注意安全，别出门', about: ['TYPHOON', 'TAIFENG'], split: 'tune' },
  { text: '今天在公园遇到一只小狗，一直跟着我回家', about: DOG, split: 'check' },
  { text: '过年收到的红包全拿去买币了', about: ['HONGBAO', 'CNY', 'NEWYEAR'], split: 'tune' },
  { text: '楼下奶茶店新出的珍珠奶茶绝了', about: ['BOBA', 'MILKTEA'], split: 'check' },
  { text: '中秋节快乐！月饼你们喜欢什么馅的', about: ['MOONCAKE', 'MOONFEST'], split: 'tune' },
  { text: '一只企鹅在冰上摔了个跟头，笑死我了', about: ['PENGUIN', 'QIE'], split: 'check' },
  { text: '老板说今年没有年终奖，我只能吃泡面了', about: ['NOODLES', 'RAMEN', 'BOSS'], split: 'tune' },
  { text: '仓鼠把瓜子都藏在脸颊里了', about: ['HAMSTER', 'CANGSHU'], split: 'check' },
  { text: '這隻貓咪每天早上都叫我起床', about: CAT, split: 'tune' },
  // Japanese
  { text: 'うちの柴犬が雪の中で走り回ってる', about: ['SHIBA', 'SHIBAINU', 'INU', 'DOG'], split: 'tune' },
  { text: '今日からカエルを飼い始めました', about: ['FROG', 'KAERU'], split: 'check' },
  { text: '猫がキーボードの上で寝てて仕事にならない', about: CAT, split: 'tune' },
  { text: 'ラーメン食べたい、夜中の二時だけど', about: ['RAMEN', 'RAAMEN', 'RAMEN'], split: 'check' },
  { text: '桜が満開！お花見日和です', about: ['SAKURA', 'HANAMI'], split: 'tune' },
  { text: 'パンダの赤ちゃんが公開されたよ', about: ['PANDA', 'PANDAA'], split: 'check' },
  { text: '台風で電車が止まった、会社行けない', about: ['TYPHOON', 'TAIFUU'], split: 'tune' },
  { text: 'ハムスターがひまわりの種を頬張ってる', about: ['HAMSTER', 'HAMUSUTA'], split: 'check' },
  { text: 'クリスマスケーキ予約した？', about: ['CAKE', 'CHRISTMAS', 'XMAS'], split: 'tune' },
  { text: 'カピバラが温泉に入ってて最高', about: ['CAPYBARA', 'KAPIBARA'], split: 'check' },
  { text: '初雪だ！雪だるま作ろう', about: ['SNOWMAN', 'SNOW', 'YUKI'], split: 'tune' },
  { text: 'たこ焼きパーティーなう', about: ['TAKOYAKI', 'PARTY'], split: 'check' },
  { text: 'ペンギンの散歩が可愛すぎる件', about: ['PENGUIN', 'PENGIN'], split: 'tune' },
  { text: '金魚すくいで三匹も取れた', about: ['GOLDFISH', 'KINGYO'], split: 'check' },
  { text: 'キツネが庭に遊びに来た', about: ['FOX', 'KITSUNE'], split: 'tune' },
  { text: '地震こわかった、みんな大丈夫？', about: ['EARTHQUAKE', 'JISHIN', 'QUAKE'], split: 'check' },
  // Korean
  { text: '우리 고양이가 오늘 크리스마스 트리를 넘어뜨렸어', about: CAT, split: 'tune' },
  { text: '강아지랑 눈 오는 날 산책했어요', about: DOG, split: 'check' },
  { text: '푸바오 보고 싶다 ㅠㅠ', about: ['FUBAO', 'PANDA'], split: 'tune' },
  { text: '오늘 저녁은 떡볶이 먹을 거야', about: ['TTEOK', 'TTEOKBOKKI', 'TTEOKBOKI'], split: 'check' },
  { text: '첫눈이다! 다들 밖에 나가봐', about: ['SNOW', 'NUN', 'CHEOTNUN'], split: 'tune' },
  { text: '햄스터가 쳇바퀴에서 잠들었어', about: ['HAMSTER', 'HAEMSEUTEO'], split: 'check' },
  { text: '치킨에 맥주는 진리다', about: ['CHIKIN', 'CHICKEN', 'BEER'], split: 'tune' },
  { text: '태풍 때문에 비행기가 결항됐어요', about: ['TYPHOON', 'TAEPUNG'], split: 'check' },
  { text: '개구리 밈 코인 가즈아', about: ['FROG', 'GAEGURI', 'PEPE'], split: 'tune' },
  { text: '우리 집 토끼가 당근을 다 먹었어', about: ['RABBIT', 'TOKKI', 'BUNNY'], split: 'check' },
  { text: '설날에 세뱃돈 받아서 코인 샀다', about: ['SEOLLAL', 'CNY', 'NEWYEAR', 'SEBAETDON'], split: 'tune' },
  { text: '붕어빵의 계절이 돌아왔다', about: ['BUNGEO', 'BUNGEOPPANG'], split: 'check' },
  { text: '펭귄이 뒤뚱뒤뚱 걷는 거 너무 귀여워', about: ['PENGUIN', 'PENGGWIN'], split: 'tune' },
  { text: '오늘 폭염이라 아이스크림 세 개 먹었다', about: ['ICECREAM', 'HEATWAVE'], split: 'check' },
  { text: '우리 시바견이 목욕을 싫어해', about: ['SHIBA', 'DOG'], split: 'tune' },
  { text: '수능 끝났다!!! 이제 놀 거야', about: ['SUNEUNG', 'EXAM'], split: 'check' },
];
